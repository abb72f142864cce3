/**
 * PORTAL_SETTINGS "risk rules" (issue 45 §2): the limits that hold an arriving storefront order for the Review queue.
 * Each is off while empty; the rules an order trips are named on it.
 */
import { Button } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  ORDER_HOLD_API,
  RiskRulesUpdateSchema,
  type RiskRules,
  type RiskRulesUpdate,
} from '../../../contract/orders/order-holds';
import { SECTION_MESSAGES } from '../../../contract';
import { NumberField } from '../../components/form/NumberField';
import { TagField } from '../../components/form/TagField';
import { useHasPermission } from '../../lib/session/hooks';
import { SaveError, SettingsSection, type SectionFormProps } from './SectionCard';
import { useSectionSubmit } from './use-section-submit';

const LABELS = {
  codAbove: 'Cash on delivery above',
  firstOrderAbove: "A customer's first order above",
  orderAbove: 'Any order above',
  ordersPerContactPerDay: 'Orders from one phone or e-mail in 24 hours, more than',
  unitsPerLineAbove: 'Units of one item, more than',
  blockedPincodes: 'Blocked PIN codes',
} as const;
const FIELDS = Object.keys(LABELS) as (keyof typeof LABELS)[];
const OFF = 'Empty: off';

export function RiskRulesSection() {
  return (
    <SettingsSection<RiskRules, RiskRulesUpdate>
      title="Risk rules"
      path={ORDER_HOLD_API.riskRules}
      history={{ entity: 'settings', id: 'riskRules', labels: LABELS }}
      Form={RiskRulesForm}
    />
  );
}

function RiskRulesForm({ setting, save, onReload }: SectionFormProps<RiskRules, RiskRulesUpdate>) {
  const canEdit = useHasPermission('configuration.portalSettings.edit');
  const form = useForm<RiskRulesUpdate>({
    resolver: zodResolver(RiskRulesUpdateSchema) as unknown as Resolver<RiskRulesUpdate>,
    defaultValues: setting,
  });
  const submit = useSectionSubmit(form, save, FIELDS, SECTION_MESSAGES.saved('Risk rules'));
  const disabled = !canEdit || save.isPending;
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <p className="muted">An order placed through the storefront that trips one waits in the Review queue.</p>
      <SaveError error={save.error} onReload={onReload} />
      <div className="risk-rules-grid">
        {(['codAbove', 'firstOrderAbove', 'orderAbove'] as const).map((name) => (
          <NumberField
            key={name}
            control={form.control}
            name={name}
            label={LABELS[name]}
            unit="₹"
            helperText={OFF}
            disabled={disabled}
          />
        ))}
        {(['ordersPerContactPerDay', 'unitsPerLineAbove'] as const).map((name) => (
          <NumberField
            key={name}
            control={form.control}
            name={name}
            label={LABELS[name]}
            integer
            helperText={OFF}
            disabled={disabled}
          />
        ))}
      </div>
      <TagField
        control={form.control}
        name="blockedPincodes"
        label={LABELS.blockedPincodes}
        asList
        placeholder="Type a PIN code and press Enter"
        disabled={disabled}
      />
      <Button type="submit" intent="primary" text="Save" loading={save.isPending} disabled={!canEdit} />
    </form>
  );
}
