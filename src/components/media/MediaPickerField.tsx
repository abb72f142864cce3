/**
 * A form field holding a media library image by its id (react-hook-form): the chosen image at 150×120 with its
 * name, "Choose image" to open the picker (the current image shown as chosen), and "Remove". The preview of a
 * saved id is read from the library (`GET /api/media/{id}`); one just picked is shown without a call.
 */
import { Button, Spinner } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { MEDIA_PREVIEW, type MediaItem, type MediaSlot } from '../../../contract/media/media';
import type { MediaChoice } from '../../../machines/media/media-upload.machine';
import { FieldShell } from '../form/FieldShell';
import { useField, type FieldBaseProps } from '../form/useField';
import { CdnImage } from './CdnImage';
import { mediaItemKey, useMediaItem } from './media-api';
import { MediaPicker } from './MediaPicker';

export interface MediaPickerFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  /** Hears of every choice (null on Remove), e.g. to keep a path beside the id in the form. */
  onChosen?: (item: MediaChoice | null) => void;
  /** The picker's title; default "Choose image". */
  pickerTitle?: string;
  /** The shape the picture is for (see MediaPicker); default a product picture, null any shape. */
  slot?: MediaSlot | null;
}

/** `name` must hold a media id (`number | null`). */
export function MediaPickerField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
  onChosen,
  pickerTitle,
  slot,
}: MediaPickerFieldProps<T>) {
  const binding = useField(control, name);
  const { field, id, error } = binding;
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const mediaId = typeof field.value === 'number' ? field.value : null;
  const item = useMediaItem(mediaId);

  const choose = (chosen: MediaChoice | null) => {
    // A full library item is the preview already: no call for it.
    if (chosen && 'thumbnailPath' in chosen && chosen.thumbnailPath)
      queryClient.setQueryData(mediaItemKey(chosen.id), chosen as MediaItem);
    field.onChange(chosen?.id ?? null);
    field.onBlur();
    onChosen?.(chosen);
  };

  return (
    <FieldShell id={id} label={label} error={error} helperText={helperText}>
      {/* A group named by the label: the buttons keep their own names ("Choose image", "Remove"). */}
      <div id={id} className="media-field" role="group" aria-label={label}>
        <div className="media-field-preview" style={MEDIA_PREVIEW.table}>
          {mediaId === null && <span className="media-field-empty">No image</span>}
          {mediaId !== null && item.isPending && <Spinner size={16} aria-label="Loading the image" />}
          {item.data && mediaId !== null && (
            <CdnImage
              path={item.data.thumbnailPath || item.data.path}
              alt={item.data.altText}
              width={MEDIA_PREVIEW.table.width}
              height={MEDIA_PREVIEW.table.height}
              className="media-field-image"
            />
          )}
        </div>
        <div className="media-field-side">
          {item.data && mediaId !== null && <span className="media-field-name">{item.data.displayName}</span>}
          {item.isError && mediaId !== null && (
            <span className="media-field-name">Image #{mediaId} is not in the library</span>
          )}
          <div className="media-field-actions">
            <Button
              icon="media"
              text={mediaId === null ? 'Choose image' : 'Change image'}
              disabled={disabled}
              onClick={() => setPicking(true)}
            />
            {mediaId !== null && (
              <Button variant="minimal" icon="cross" text="Remove" disabled={disabled} onClick={() => choose(null)} />
            )}
          </div>
        </div>
      </div>
      <MediaPicker
        isOpen={picking}
        title={pickerTitle}
        slot={slot}
        chosen={item.data && mediaId !== null ? item.data : null}
        onClose={() => setPicking(false)}
        onSelect={(chosen) => {
          setPicking(false);
          choose(chosen);
        }}
      />
    </FieldShell>
  );
}
