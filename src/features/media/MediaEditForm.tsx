/**
 * Rename an image and set its alt text (react-hook-form + zod, the seed's wording), saved on top of the version
 * read: a stale save shows the catalogue's conflict message with Reload.
 */
import { Button, Callout } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SUCCESS } from '../../../contract';
import { type MediaEditForm, MediaEditFormSchema, type MediaItem } from '../../../contract/media/media';
import { TextField } from '../../components/form/TextField';
import { toast } from '../../components/toast';
import { ApiError, errorMessage } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { useUpdateMedia } from './media-screen-api';

type FormValues = MediaEditForm;

export interface MediaEditFormProps {
  item: MediaItem;
  canEdit: boolean;
  /** Reads the image again after a conflict. */
  onReload: () => void;
}

/** Mount it per item version (key), so a save or a reload starts it afresh. */
export function MediaEditForm({ item, canEdit, onReload }: MediaEditFormProps) {
  const update = useUpdateMedia();
  const [formError, setFormError] = useState<{ message: string; stale: boolean } | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(MediaEditFormSchema),
    mode: 'onTouched',
    defaultValues: { displayName: item.displayName, altText: item.altText },
  });
  const { isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync({ id: item.id, body: { ...values, version: item.version } });
      toast.success(SUCCESS.updated('media'));
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409;
      const [unplaced] = stale
        ? [errorMessage(error)]
        : applyServerErrors<FormValues>(error, ['displayName', 'altText'], form.setError);
      if (unplaced) setFormError({ message: unplaced, stale });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={`Edit ${item.displayName}`}
      className="media-edit-form"
    >
      <TextField control={form.control} name="displayName" label="Name" readOnly={!canEdit} />
      <TextField
        control={form.control}
        name="altText"
        label="Alt text"
        readOnly={!canEdit}
        helperText="Describes the image for people who cannot see it; shown where the image is used"
      />
      {formError && (
        <Callout intent={formError.stale ? 'warning' : 'danger'} compact role="alert" className="media-edit-error">
          {formError.message} {formError.stale && <Button size="small" text="Reload" onClick={onReload} />}
        </Callout>
      )}
      {canEdit && (
        <div className="media-edit-actions">
          <Button type="submit" intent="primary" text="Save" loading={isSubmitting} disabled={!isDirty} />
          <Button text="Discard" disabled={!isDirty || isSubmitting} onClick={() => form.reset()} />
        </div>
      )}
    </form>
  );
}
