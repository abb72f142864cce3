/**
 * MANAGE_SLIDER form: the banner's title and picture (the media picker; an upload asks about its ratio, seed §5),
 * where it links — a product found by name, a category, or an address — and its schedule in the shop's time.
 */
import { Button } from '@blueprintjs/core';
import { useController, useWatch, type Control } from 'react-hook-form';
import { SLIDER_LINKS, type SliderInput, type SliderLink } from '../../../contract/content/slider';
import { DateTimeField } from '../../components/form/DateTimeField';
import { FieldShell } from '../../components/form/FieldShell';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useField } from '../../components/form/useField';
import { MEDIA_SLOTS } from '../../../contract/media/media';
import { MediaPickerField } from '../../components/media';
import { useCategoryChoices } from '../../lib/category-choices-api';
import { ProductSearch } from './ProductSearch';
// oxlint-disable-next-line import/no-unassigned-import -- the promotion forms' stylesheet
import './storefront-content.css';

export const defaults: SliderInput = {
  title: '',
  imageMediaId: null as unknown as number,
  linkType: 'Category',
  linkProductId: null,
  linkCategoryId: null,
  linkUrl: '',
  startsAt: null,
  endsAt: null,
};

/** The product a banner opens: its name once chosen (the row's, then the search's), and a search to choose another. */
function LinkedProduct({ control }: { control: Control<SliderInput> }) {
  const { id, error } = useField(control, 'linkProductId');
  const { field } = useController({ control, name: 'linkProductId' });
  const { field: name } = useController({
    control: control as unknown as Control<{ linkProductName: string | null }>,
    name: 'linkProductName',
  });
  const chosen = typeof field.value === 'number' ? field.value : null;
  return (
    <FieldShell id={id} label="Product" error={error}>
      {chosen !== null && (
        <div className="content-link-chosen">
          <strong>{name.value ?? `Product #${chosen}`}</strong>
          <Button
            variant="minimal"
            size="small"
            icon="cross"
            aria-label="Clear the product"
            onClick={() => {
              field.onChange(null);
              name.onChange(null);
            }}
          />
        </div>
      )}
      <ProductSearch
        label={chosen === null ? 'Find the product to link to' : 'Find another product'}
        chosen={new Set(chosen === null ? [] : [chosen])}
        onPick={(option) => {
          field.onChange(option.id);
          name.onChange(option.name);
          field.onBlur();
        }}
      />
    </FieldShell>
  );
}

export function Fields({ control }: { control: Control<SliderInput> }) {
  const linkType = useWatch({ control, name: 'linkType' }) as SliderLink;
  const categories = useCategoryChoices().data ?? [];
  return (
    <>
      <TextField
        control={control}
        name="title"
        label="Title"
        placeholder="e.g. Festive sale — up to 40% off"
        autoFocus
        helperText="Read by screen readers as the banner's text"
      />
      <MediaPickerField
        control={control}
        name="imageMediaId"
        label="Banner picture"
        pickerTitle="Choose the banner picture"
        slot={MEDIA_SLOTS.slider}
      />
      <SelectField control={control} name="linkType" label="Links to" items={SLIDER_LINKS} />
      {linkType === 'Product' && <LinkedProduct control={control} />}
      {linkType === 'Category' && (
        <SelectField
          control={control}
          name="linkCategoryId"
          label="Category"
          filterable
          items={categories}
          itemTitle="title"
          itemValue="id"
          placeholder="Choose a category…"
        />
      )}
      {linkType === 'URL' && (
        <TextField
          control={control}
          name="linkUrl"
          label="Address"
          placeholder="/sale/festive or https://…"
          helperText="A storefront path starting with / or a full http(s) address"
        />
      )}
      <div className="form-row">
        <DateTimeField control={control} name="startsAt" label="Shows from (IST)" helperText="Blank: from now" />
        <DateTimeField
          control={control}
          name="endsAt"
          label="Shows until (IST)"
          helperText="Blank: until switched off"
        />
      </div>
    </>
  );
}
