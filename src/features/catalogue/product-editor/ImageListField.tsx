/**
 * Images from the media library with an alt text each (seed §3 altTagMap): the first is the main image; move,
 * remove, and "Add image" through the media picker. Used for the product's images and for each variant's.
 */
import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useController, useFormState, type Control, type FieldPath } from 'react-hook-form';
import type { EditorImage, ProductFormValues } from '../../../../machines/catalogue/product-editor.values';
import { FieldShell } from '../../../components/form/FieldShell';
import { CdnImage, MediaPicker } from '../../../components/media';
import { firstErrorMessage } from '../../../lib/validation';

export interface ImageListFieldProps {
  control: Control<ProductFormValues>;
  name: 'images' | `variants.${number}.images`;
  label: string;
  max: number;
}

export function ImageListField({ control, name, label, max }: ImageListFieldProps) {
  const { field } = useController({ control, name: name as FieldPath<ProductFormValues> });
  const { errors, isSubmitted } = useFormState({ control, name: name as FieldPath<ProductFormValues> });
  const [picking, setPicking] = useState(false);
  const images = (field.value as EditorImage[] | undefined) ?? [];
  const set = (next: EditorImage[]) => {
    field.onChange(next);
    field.onBlur();
  };
  const move = (from: number, to: number) => {
    const next = [...images];
    [next[from], next[to]] = [next[to], next[from]];
    set(next);
  };
  const error = isSubmitted
    ? firstErrorMessage(
        name.split('.').reduce<unknown>((e, k) => (e as Record<string, unknown> | undefined)?.[k], errors) as never,
      )
    : undefined;
  const id = `${name}-list`;
  return (
    <FieldShell id={id} label={label} error={error} helperText={`The first is the main image; at most ${max}`}>
      <ol className="product-images" id={id} aria-label={label}>
        {images.map((image, i) => (
          <li key={`${image.mediaId}-${i}`} className="product-image">
            <CdnImage
              path={image.thumbnailPath || image.path}
              alt=""
              width={72}
              height={58}
              className="product-image-thumb"
            />
            <div className="product-image-side">
              <span className="product-image-role">{i === 0 ? 'Main image' : `Image ${i + 1}`}</span>
              <InputGroup
                size="small"
                aria-label={`Alt text of ${i === 0 ? 'the main image' : `image ${i + 1}`}`}
                placeholder="Alt text: what the image shows"
                value={image.altText ?? ''}
                onValueChange={(altText) => field.onChange(images.map((im, j) => (j === i ? { ...im, altText } : im)))}
                onBlur={field.onBlur}
              />
              <div className="product-image-actions">
                <Button
                  size="small"
                  variant="minimal"
                  icon="arrow-up"
                  aria-label={`Move image ${i + 1} up`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                />
                <Button
                  size="small"
                  variant="minimal"
                  icon="arrow-down"
                  aria-label={`Move image ${i + 1} down`}
                  disabled={i === images.length - 1}
                  onClick={() => move(i, i + 1)}
                />
                <Button
                  size="small"
                  variant="minimal"
                  icon="cross"
                  aria-label={`Remove image ${i + 1}`}
                  onClick={() => set(images.filter((_, j) => j !== i))}
                />
              </div>
            </div>
          </li>
        ))}
      </ol>
      <Button
        icon="media"
        text="Add image"
        size="small"
        disabled={images.length >= max}
        onClick={() => setPicking(true)}
      />
      <MediaPicker
        isOpen={picking}
        onClose={() => setPicking(false)}
        onSelect={(item) => {
          setPicking(false);
          set([
            ...images,
            { mediaId: item.id, altText: item.altText ?? '', path: item.path, thumbnailPath: item.thumbnailPath },
          ]);
        }}
      />
    </FieldShell>
  );
}
