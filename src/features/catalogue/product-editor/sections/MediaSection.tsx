/** Media: the product's images with their alt texts, and its video (none, from the media library, or YouTube). */
import { useWatch, type Control } from 'react-hook-form';
import { PRODUCT_LIMITS, VIDEO_TYPES } from '../../../../../contract/catalogue/product';
import type { ProductFormValues } from '../../../../../machines/catalogue/product-editor.values';
import { SelectField } from '../../../../components/form/SelectField';
import { TextField } from '../../../../components/form/TextField';
import { MediaPickerField } from '../../../../components/media';
import { ImageListField } from '../ImageListField';

const VIDEO_TITLES: Record<(typeof VIDEO_TYPES)[number], string> = {
  none: 'None',
  selfHosted: 'Self hosted',
  youtube: 'YouTube',
};

export function MediaSection({ control }: { control: Control<ProductFormValues> }) {
  const videoType = useWatch({ control, name: 'videoType' });
  return (
    <>
      <ImageListField control={control} name="images" label="Product images" max={PRODUCT_LIMITS.images} />
      <div className="product-fields">
        <SelectField
          control={control}
          name="videoType"
          label="Video type"
          items={VIDEO_TYPES}
          itemTitle={(t) => VIDEO_TITLES[t]}
        />
        {videoType === 'selfHosted' && (
          <MediaPickerField control={control} name="videoMediaId" label="Video" pickerTitle="Choose video" />
        )}
        {videoType === 'youtube' && (
          <div className="product-field--wide">
            <TextField
              control={control}
              name="videoUrl"
              label="YouTube URL"
              placeholder="https://www.youtube.com/watch?v=…"
            />
          </div>
        )}
      </div>
    </>
  );
}
