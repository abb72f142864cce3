/**
 * MANAGE_FEATURE_SECTION form: the section's name, what it shows and how, its picks — products found by name in
 * the order they will show, one category, or at least four category tiles — and its schedule in the shop's time.
 */
import { Button, HTMLSelect } from '@blueprintjs/core';
import { useController, useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import {
  SECTION_KINDS,
  SECTION_PICKS,
  SECTION_STYLES,
  type FeatureSectionInput,
  type SectionKind,
  type SectionProduct,
} from '../../../contract/content/feature-section';
import { DateTimeField } from '../../components/form/DateTimeField';
import { FieldShell } from '../../components/form/FieldShell';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useField } from '../../components/form/useField';
import { firstErrorMessage } from '../../lib/validation';
import { useCategoryChoices } from '../../lib/category-choices-api';
import { ProductSearch } from './ProductSearch';
// oxlint-disable-next-line import/no-unassigned-import -- the promotion forms' stylesheet
import './storefront-content.css';

export const defaults: FeatureSectionInput = {
  name: '',
  kind: 'Newest',
  style: 'Grid',
  productLimit: 8,
  products: [],
  categoryIds: [],
  startsAt: null,
  endsAt: null,
};

/** The hand-picked products, in the order the storefront shows them. */
function ProductPicks({ control }: { control: Control<FeatureSectionInput> }) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'products', keyName: 'key' });
  const rows = fields as unknown as (SectionProduct & { key: string })[];
  const { errors, isSubmitted } = useFormState({ control, name: 'products' });
  const error = isSubmitted ? firstErrorMessage(errors.products as never) : undefined;
  return (
    <fieldset className="content-picks">
      <legend>Products, in the order they show</legend>
      <ProductSearch
        label="Find a product to add"
        chosen={new Set(rows.map((r) => r.id))}
        onPick={(option) => append(option as never)}
      />
      <ol className="content-pick-list">
        {rows.map((row, i) => (
          <li key={row.key}>
            <span className="content-pick-no">{i + 1}.</span>
            <span className="content-pick-text">
              <span className="content-pick-name">{row.name}</span>
              <span className="content-pick-meta">
                {row.code}
                {row.status !== 'Active' ? ` · ${row.status}: not shown` : ''}
              </span>
            </span>
            <Button
              variant="minimal"
              size="small"
              icon="arrow-up"
              aria-label={`Move ${row.name} up`}
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            />
            <Button
              variant="minimal"
              size="small"
              icon="arrow-down"
              aria-label={`Move ${row.name} down`}
              disabled={i === rows.length - 1}
              onClick={() => move(i, i + 1)}
            />
            <Button
              variant="minimal"
              size="small"
              icon="cross"
              aria-label={`Remove ${row.name}`}
              onClick={() => remove(i)}
            />
          </li>
        ))}
      </ol>
      {rows.length === 0 && <p className="content-pick-empty">No products yet: find one above.</p>}
      {error && (
        <div className="content-pick-error" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}

/** One category (a Category section): the list holds just its id. */
function OneCategory({
  control,
  choices,
}: {
  control: Control<FeatureSectionInput>;
  choices: { id: number; title: string }[];
}) {
  const { field, id, error } = useField(control, 'categoryIds');
  const {
    field: { onChange },
  } = useController({ control, name: 'categoryIds' });
  const value = (field.value as number[] | undefined)?.[0];
  return (
    <FieldShell id={id} label="Category" error={error}>
      <HTMLSelect
        id={id}
        fill
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? [Number(e.target.value)] : [])}
        options={[{ value: '', label: 'Choose a category…' }, ...choices.map((c) => ({ value: c.id, label: c.title }))]}
      />
    </FieldShell>
  );
}

export function Fields({ control }: { control: Control<FeatureSectionInput> }) {
  const kind = useWatch({ control, name: 'kind' }) as SectionKind;
  const picks = SECTION_PICKS[kind] ?? 'none';
  const categories = useCategoryChoices().data ?? [];
  return (
    <>
      <TextField control={control} name="name" label="Name" placeholder="e.g. Deals of the day" autoFocus />
      <div className="form-row">
        <SelectField control={control} name="kind" label="Shows" items={SECTION_KINDS} />
        <SelectField control={control} name="style" label="Style" items={SECTION_STYLES} />
        {picks !== 'categories' && (
          <NumberField control={control} name="productLimit" label="Products shown" integer helperText="4 to 24" />
        )}
      </div>
      {picks === 'products' && <ProductPicks control={control} />}
      {picks === 'category' && <OneCategory control={control} choices={categories} />}
      {picks === 'categories' && (
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
          placeholder="Choose at least 4 categories…"
          helperText="Shown as tiles, in this order"
        />
      )}
      {picks === 'none' && <p className="content-kind-note">{KIND_NOTES[kind]}</p>}
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

const KIND_NOTES: Partial<Record<SectionKind, string>> = {
  Newest: 'The most recently added active products, newest first.',
  'Best-selling': 'The active products sold most, by quantity ordered.',
  'On sale': 'Active products with a special price or a flash sale running, biggest discount first.',
};
