/**
 * A variable product's matrix: the attribute set, its attributes' values to tick, and Generate, which builds every
 * combination (keeping existing variants by their values, SKUs from the product's stem) into the grid below.
 */
import { Button, Checkbox } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useWatch } from 'react-hook-form';
import { PRODUCT_LIMITS } from '../../../../../contract/catalogue/product';
import { SelectField } from '../../../../components/form/SelectField';
import { useAttributeSets, useAttributes } from '../product-editor-api';
import { useOnUserChange } from '../useOnUserChange';
import type { useProductEditor } from '../useProductEditor';
import { VariantGrid } from '../VariantGrid';

type Editor = ReturnType<typeof useProductEditor>;

export function VariantsPanel({ editor }: { editor: Editor }) {
  const { form, variants, actor, live } = editor;
  const { control } = form;
  const sets = useAttributeSets().data ?? [];
  const attributes = useAttributes().data ?? [];
  const [setId, ticked = {}] = useWatch({ control, name: ['attributeSetId', 'attributeValues'] });
  const set = sets.find((s) => s.id === setId);
  const setAttributes = (set?.attributeIds ?? []).flatMap((id) => attributes.filter((a) => a.id === id));
  const order = setAttributes.map((a) => a.name).join('\u0000');
  // The machine's generation reads the set's order at the moment it runs.
  useEffect(() => {
    Object.assign(live, { order: order ? order.split('\u0000') : [] });
  }, [live, order]);
  const generating = useSelector(actor, (s) => s.matches('generating'));
  const canGenerate = useSelector(actor, (s) => s.can({ type: 'variants.generate' }));
  useOnUserChange(form, 'attributeSetId', () => form.setValue('attributeValues', {}, { shouldDirty: true }));

  const count = setAttributes.length ? setAttributes.reduce((n, a) => n * (ticked[a.name]?.length ?? 0), 1) : 0;
  const toggle = (name: string, all: readonly string[], value: string) => {
    const list = ticked[name] ?? [];
    const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
    form.setValue('attributeValues', { ...ticked, [name]: all.filter((v) => next.includes(v)) }, { shouldDirty: true });
  };
  return (
    <>
      <div className="product-fields">
        <SelectField
          control={control}
          name="attributeSetId"
          label="Attribute set"
          items={sets}
          itemTitle="name"
          itemValue="id"
          helperText={set ? set.attributeNames : 'Its attributes make the variants'}
        />
      </div>
      {setAttributes.map((a) => (
        <fieldset key={a.id} className="product-values">
          <legend>{a.name}</legend>
          {a.values.map((value) => (
            <Checkbox
              key={value}
              inline
              label={value}
              checked={ticked[a.name]?.includes(value) ?? false}
              onChange={() => toggle(a.name, a.values, value)}
            />
          ))}
        </fieldset>
      ))}
      <div className="product-generate">
        <Button
          icon="grid"
          text={`Generate variants (${count})`}
          loading={generating}
          disabled={!canGenerate || count === 0 || count > PRODUCT_LIMITS.variants}
          onClick={() => actor.send({ type: 'variants.generate' })}
        />
        <span className="product-note">Existing variants stay; combinations no longer ticked are removed on save.</span>
      </div>
      <VariantGrid control={control} register={form.register} rows={variants.fields} onRemove={variants.remove} />
    </>
  );
}
