/** General: the product's names and numbers, its type, categories (the first is the main one) and tags (seed §2 tag field). */
import type { Control } from 'react-hook-form';
import { PRODUCT_TYPES } from '../../../../../contract/catalogue/product';
import type { ProductFormValues } from '../../../../../machines/catalogue/product-editor.values';
import { SelectField } from '../../../../components/form/SelectField';
import { TagField } from '../../../../components/form/TagField';
import { TextField } from '../../../../components/form/TextField';
import { useCategoryChoices } from '../product-editor-api';

const TYPE_TITLES: Record<(typeof PRODUCT_TYPES)[number], string> = { physical: 'Physical', digital: 'Digital' };

export function GeneralSection({ control }: { control: Control<ProductFormValues> }) {
  const categories = useCategoryChoices().data ?? [];
  return (
    <div className="product-fields">
      <div className="product-field--wide">
        <TextField control={control} name="name" label="Product name" />
      </div>
      <TextField
        control={control}
        name="identificationNumber"
        label="Identification number"
        helperText="Filled in when a SKU is suggested"
      />
      <TextField control={control} name="hsn" label="HSN" helperText="4 to 8 digits" />
      <TextField control={control} name="brand" label="Brand" />
      <TextField control={control} name="madeIn" label="Made in" />
      <SelectField
        control={control}
        name="productType"
        label="Type"
        items={PRODUCT_TYPES}
        itemTitle={(t) => TYPE_TITLES[t]}
      />
      <div className="product-field--wide">
        <SelectField
          control={control}
          name="categoryIds"
          label="Categories"
          multiple
          chips
          clearable
          filterable
          items={categories}
          itemTitle="title"
          itemValue="id"
          helperText="The first one is the main category"
        />
      </div>
      <div className="product-field--wide">
        <TagField control={control} name="tags" label="Tags" asList />
      </div>
    </div>
  );
}
