/**
 * PROFILE: the signed-in user's name, e-mail, phone and avatar (from the media library). A new e-mail asks for the
 * current password, which the server checks and counts against the sign-in limits. Saved at the version read: a
 * save made meanwhile elsewhere is a 409 that offers to reload.
 */
import { Button, Callout, Card, HTMLTable, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MESSAGES, PROFILE_MESSAGES, ProfileFormSchema, type Profile, type ProfileForm } from '../../../contract';
import { ScreenHeader } from '../../components/ScreenHeader';
import { TextField } from '../../components/form/TextField';
import { MEDIA_SLOTS } from '../../../contract/media/media';
import { MediaPickerField } from '../../components/media';
import { toast } from '../../components/toast';
import { ApiError, errorMessage } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { useCurrentUser, useHasPermission } from '../../lib/session/hooks';
import { useProfile, useSaveProfile } from './account-api';

const FIELDS = ['name', 'email', 'phone', 'avatarMediaId', 'currentPassword'] as const;

export function ProfilePage() {
  usePageTitle('Profile');
  const profile = useProfile();
  return (
    <div className="screen">
      <ScreenHeader title="Profile" subtitle="Changing your e-mail asks for your current password." />
      {profile.isPending && <Spinner size={24} />}
      {profile.isError && (
        <Callout intent="danger" icon="error" role="alert">
          {errorMessage(profile.error)}
        </Callout>
      )}
      {profile.data && (
        <ProfileFormCard key={profile.data.version} profile={profile.data} onReload={() => void profile.refetch()} />
      )}
    </div>
  );
}

function ProfileFormCard({ profile, onReload }: { profile: Profile; onReload(): void }) {
  const user = useCurrentUser();
  const mayPick = useHasPermission('catalogue.multimedia.view');
  const save = useSaveProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ProfileForm>({
    resolver: zodResolver(ProfileFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      avatarMediaId: profile.avatarMediaId,
      currentPassword: '',
    },
  });
  const email = useWatch({ control, name: 'email' }) ?? '';
  const emailChanges = email.trim().toLowerCase() !== profile.email.toLowerCase();
  const stale =
    save.error instanceof ApiError && save.error.status === 409 && save.error.message === MESSAGES.staleVersion;
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const saved = await save
      .mutateAsync({ ...values, currentPassword: emailChanges ? values.currentPassword : '', version: profile.version })
      .catch((error: unknown) => {
        setFormError(applyServerErrors(error, FIELDS, setError)[0] ?? null);
        return null;
      });
    // The saved answer bumps the version and remounts this form, so the toast follows the promise.
    if (saved) toast.success(PROFILE_MESSAGES.updated);
  });

  return (
    <Card className="panel form-card" compact>
      <HTMLTable compact className="kv-table">
        <tbody>
          <tr>
            <th scope="row">Username</th>
            <td>{profile.username}</td>
          </tr>
          <tr>
            <th scope="row">Role</th>
            <td>{user?.role === 'MasterAdmin' ? 'Master Admin' : user?.role}</td>
          </tr>
        </tbody>
      </HTMLTable>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Profile">
        {formError && (
          <Callout intent="danger" icon="error" compact role="alert">
            {formError} {stale && <Button size="small" text="Reload" onClick={onReload} />}
          </Callout>
        )}
        <TextField control={control} name="name" label="Name" autoComplete="name" />
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        {emailChanges && (
          <TextField
            control={control}
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            helperText={PROFILE_MESSAGES.passwordForEmail}
          />
        )}
        <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" />
        {mayPick ? (
          <MediaPickerField
            control={control}
            name="avatarMediaId"
            label="Avatar"
            pickerTitle="Choose your avatar"
            slot={MEDIA_SLOTS.square}
          />
        ) : (
          <p className="bp6-text-muted">Choosing an avatar needs access to the media library.</p>
        )}
        <Button type="submit" intent="primary" text="Save profile" loading={save.isPending} />
      </form>
    </Card>
  );
}
