/** Shipping and policies: weight and size, order quantities, warranty, COD and returns, where it is deliverable. */
import { useWatch, type Control } from 'react-hook-form';
import { DELIVERABLE_TYPES } from '../../../../../contract/catalogue/product';
import type { ProductFormValues } from '../../../../../machines/catalogue/product-editor.values';
import { CheckboxField } from '../../../../components/form/BooleanFields';
import { NumberField } from '../../../../components/form/NumberField';
import { SelectField } from '../../../../components/form/SelectField';
import { TextListField } from '../../TextListField';

const DELIVERABLE_TITLES: Record<(typeof DELIVERABLE_TYPES)[number], string> = {
  all: 'All zip codes',
  specific: 'Specific zip codes',
  none: 'Not deliverable',
};

export function ShippingSection({ control }: { control: Control<ProductFormValues> }) {
  const deliverable = useWatch({ control, name: 'deliverableType' });
  return (
    <>
      <div className="product-fields product-fields--narrow">
        <NumberField control={control} name="weightKg" label="Weight" unit="kg" />
        <NumberField control={control} name="heightCm" label="Height" unit="cm" />
        <NumberField control={control} name="breadthCm" label="Breadth" unit="cm" />
        <NumberField control={control} name="lengthCm" label="Length" unit="cm" />
        <NumberField control={control} name="quantityStepSize" label="Quantity step size" integer />
        <NumberField control={control} name="minQuantity" label="Minimum quantity" integer />
        <NumberField control={control} name="maxQuantity" label="Maximum quantity" integer />
        <NumberField control={control} name="totalAllowedQuantity" label="Total allowed quantity" integer />
        <NumberField control={control} name="warrantyMonths" label="Warranty" unit="months" integer />
        <NumberField control={control} name="guaranteeMonths" label="Guarantee" unit="months" integer />
      </div>
      <div className="product-checks">
        <CheckboxField control={control} name="cod" label="COD" inline />
        <CheckboxField control={control} name="cancelable" label="Cancelable" inline />
        <CheckboxField control={control} name="returnable" label="Returnable" inline />
        <CheckboxField control={control} name="attachmentRequired" label="Attachment required" inline />
      </div>
      <div className="product-fields">
        <SelectField
          control={control}
          name="deliverableType"
          label="Deliverable type"
          items={DELIVERABLE_TYPES}
          itemTitle={(t) => DELIVERABLE_TITLES[t]}
        />
        {deliverable === 'specific' && (
          <div className="product-field--wide">
            <TextListField
              control={control}
              name="deliverableZipCodes"
              label="Zip codes"
              itemName="zip code"
              placeholder="Type a 6-digit zip code and press enter"
            />
          </div>
        )}
      </div>
    </>
  );
}
