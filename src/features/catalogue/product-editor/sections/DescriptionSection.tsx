/** Description: the short one for lists and the long one for the product page. */
import type { Control } from 'react-hook-form';
import { PRODUCT_LIMITS } from '../../../../../contract/catalogue/product';
import type { ProductFormValues } from '../../../../../machines/catalogue/product-editor.values';
import { TextAreaField } from '../../../../components/form/TextAreaField';

export function DescriptionSection({ control }: { control: Control<ProductFormValues> }) {
  return (
    <>
      <TextAreaField
        control={control}
        name="shortDescription"
        label="Short description"
        rows={3}
        helperText={`At most ${PRODUCT_LIMITS.shortDescription} characters`}
      />
      <TextAreaField control={control} name="longDescription" label="Long description" rows={8} autoResize />
    </>
  );
}
