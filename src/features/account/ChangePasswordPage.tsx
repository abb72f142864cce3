/**
 * CHANGE_PASSWORD: current, new and confirm (seed §5 "New Password and Confirm Password must match").
 * The server checks the current password, keeps this session and ends the user's other sessions.
 */
import { Button, Callout, Card } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ChangePasswordRequestSchema,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  type ChangePasswordRequest,
} from '../../../contract';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TextField } from '../../components/form/TextField';
import { toast } from '../../components/toast';
import { applyServerErrors } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { changePassword } from './account-api';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  usePageTitle('Change Password');
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(ChangePasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      reset(EMPTY);
      toast.success(MESSAGES.passwordChanged);
    },
    onError: (error) => setFormError(applyServerErrors(error, FIELDS, setError)[0] ?? null),
  });

  return (
    <div className="screen">
      <ScreenHeader
        title="Change Password"
        subtitle={`At least ${PASSWORD_MIN_LENGTH} characters. Your other signed-in sessions end when it changes.`}
      />
      <Card className="panel form-card" compact>
        <form
          noValidate
          onSubmit={handleSubmit((values) => {
            setFormError(null);
            change.mutate(values);
          })}
        >
          {formError && (
            <Callout intent="danger" icon="error" compact role="alert">
              {formError}
            </Callout>
          )}
          <TextField
            control={control}
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            autoFocus
          />
          <TextField
            control={control}
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
          />
          <TextField
            control={control}
            name="confirmPassword"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" intent="primary" text="Change password" loading={change.isPending} />
        </form>
      </Card>
    </div>
  );
}
