/**
 * CUSTOMER_PORTAL: the storefront-facing settings — home categories (at least 4), what each customer type may
 * do, the wallet switch, the return window and COD limits. Saving asks for confirmation; a stale version offers a reload.
 */
import { Button, Card, HTMLTable } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  CUSTOMER_PORTAL_MESSAGES,
  CUSTOMER_TYPES,
  CustomerPortalUpdateSchema,
  PORTAL_SECTIONS_API,
  RETURN_WINDOW_MAX_DAYS,
  type CustomerPortal,
  type CustomerPortalUpdate,
  type RouteDef,
} from '../../../contract';
import { CheckboxField, SwitchField } from '../../components/form/BooleanFields';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { ScreenHeader } from '../../components/ScreenHeader';
import { usePageTitle } from '../../lib/page-title';
import { useHasPermission } from '../../lib/session/hooks';
import { SaveError, SettingsSection, type SectionFormProps } from './SectionCard';
import { useSectionSubmit } from './use-section-submit';

const FIELDS = [
  'homeCategoryIds',
  'walletEnabled',
  'returnWindowDays',
  'codMinOrderAmount',
  'codMaxOrderAmount',
] as const;
const LABELS = {
  homeCategoryIds: 'Home categories',
  customerTypes: 'Customer types',
  walletEnabled: 'Wallet',
  returnWindowDays: 'Return window (days)',
  codMinOrderAmount: 'COD minimum order amount',
  codMaxOrderAmount: 'COD maximum order amount',
};

export function CustomerPortalScreen({ route }: { route: RouteDef }) {
  usePageTitle(route.title);
  return (
    <div className="screen">
      <ScreenHeader title={route.title} subtitle="What the storefront shows and lets each kind of customer do" />
      <SettingsSection<CustomerPortal, CustomerPortalUpdate>
        title="Storefront"
        path={PORTAL_SECTIONS_API.customerPortal}
        history={{ entity: 'customer-portal', id: 'customerPortal', labels: LABELS }}
        Form={CustomerPortalForm}
      />
    </div>
  );
}

function CustomerPortalForm({ setting, save, onReload }: SectionFormProps<CustomerPortal, CustomerPortalUpdate>) {
  const canEdit = useHasPermission('people.customerPortal.edit');
  const { categoryOptions, ...values } = setting;
  const form = useForm<CustomerPortalUpdate>({
    resolver: zodResolver(CustomerPortalUpdateSchema) as unknown as Resolver<CustomerPortalUpdate>,
    defaultValues: values,
  });
  const submit = useSectionSubmit(
    form,
    save,
    FIELDS,
    CUSTOMER_PORTAL_MESSAGES.saved,
    CUSTOMER_PORTAL_MESSAGES.confirmSave,
  );
  const disabled = !canEdit || save.isPending;
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <SaveError error={save.error} onReload={onReload} />
      <fieldset className="settings-grid" disabled={disabled}>
        <SelectField
          control={form.control}
          name="homeCategoryIds"
          label={LABELS.homeCategoryIds}
          items={categoryOptions}
          multiple
          chips
          itemTitle="name"
          itemValue="id"
          disabled={disabled}
          placeholder="Choose at least 4 categories…"
          helperText="Shown on the storefront's home page, in this order"
        />
        <SwitchField
          control={form.control}
          name="walletEnabled"
          label="Customers can pay from and be refunded to their wallet"
        />
        <NumberField
          control={form.control}
          name="returnWindowDays"
          label={LABELS.returnWindowDays}
          integer
          helperText={`0 to ${RETURN_WINDOW_MAX_DAYS} days after delivery; 0 turns returns off`}
        />
        <NumberField control={form.control} name="codMinOrderAmount" label={LABELS.codMinOrderAmount} unit="₹" />
        <NumberField control={form.control} name="codMaxOrderAmount" label={LABELS.codMaxOrderAmount} unit="₹" />
      </fieldset>
      <Card compact className="settings-subcard">
        <h3 className="panel-title">{LABELS.customerTypes}</h3>
        <HTMLTable compact className="settings-table">
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Minimum order amount</th>
              <th scope="col">Wallet allowed</th>
              <th scope="col">COD allowed</th>
            </tr>
          </thead>
          <tbody>
            {CUSTOMER_TYPES.map((type) => (
              <tr key={type}>
                <th scope="row">{type}</th>
                <td>
                  <NumberField
                    control={form.control}
                    name={`customerTypes.${type}.minOrderAmount`}
                    label={`${type}: minimum order amount`}
                    disabled={disabled}
                    unit="₹"
                  />
                </td>
                <td>
                  <CheckboxField
                    control={form.control}
                    name={`customerTypes.${type}.walletAllowed`}
                    label={`${type}: wallet allowed`}
                    disabled={disabled}
                    labelHidden
                  />
                </td>
                <td>
                  <CheckboxField
                    control={form.control}
                    name={`customerTypes.${type}.codAllowed`}
                    label={`${type}: COD allowed`}
                    disabled={disabled}
                    labelHidden
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
      <Button type="submit" intent="primary" text="Save" loading={save.isPending} disabled={!canEdit} />
    </form>
  );
}
