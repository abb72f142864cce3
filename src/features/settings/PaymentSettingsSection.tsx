/** PORTAL_SETTINGS "payment settings": which payment methods the storefront offers at checkout (one at least). */
import { Button, Checkbox, FormGroup, Intent } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PaymentSettingsUpdateSchema,
  PORTAL_SECTIONS_API,
  SECTION_MESSAGES,
  type PaymentSettings,
  type PaymentSettingsUpdate,
} from '../../../contract';
import { useHasPermission } from '../../lib/session/hooks';
import { SaveError, SettingsSection, type SectionFormProps } from './SectionCard';
import { useSectionSubmit } from './use-section-submit';

type Method = (typeof PAYMENT_METHODS)[number];

export function PaymentSettingsSection() {
  return (
    <SettingsSection<PaymentSettings, PaymentSettingsUpdate>
      title="Payment settings"
      path={PORTAL_SECTIONS_API.paymentSettings}
      history={{ entity: 'settings', id: 'paymentSettings', labels: { enabledMethods: 'Payment methods' } }}
      Form={PaymentSettingsForm}
    />
  );
}

function PaymentSettingsForm({ setting, save, onReload }: SectionFormProps<PaymentSettings, PaymentSettingsUpdate>) {
  const canEdit = useHasPermission('configuration.portalSettings.edit');
  const form = useForm<PaymentSettingsUpdate>({
    resolver: zodResolver(PaymentSettingsUpdateSchema) as unknown as Resolver<PaymentSettingsUpdate>,
    defaultValues: setting,
  });
  const submit = useSectionSubmit(form, save, ['enabledMethods'], SECTION_MESSAGES.saved('Payment settings'));
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <SaveError error={save.error} onReload={onReload} />
      <Controller
        control={form.control}
        name="enabledMethods"
        render={({ field, fieldState }) => (
          <FormGroup
            label="Payment methods offered at checkout"
            helperText={
              fieldState.error?.message ??
              'Cash on delivery also follows the COD limits of the customer portal settings.'
            }
            intent={fieldState.error ? Intent.DANGER : Intent.NONE}
          >
            <div role="group" aria-label="Payment methods offered at checkout" className="settings-checks">
              {PAYMENT_METHODS.map((method: Method) => (
                <Checkbox
                  key={method}
                  label={PAYMENT_METHOD_LABELS[method]}
                  checked={field.value.includes(method)}
                  disabled={!canEdit || save.isPending}
                  onChange={(e) =>
                    field.onChange(
                      e.currentTarget.checked
                        ? PAYMENT_METHODS.filter((m) => m === method || field.value.includes(m))
                        : field.value.filter((m) => m !== method),
                    )
                  }
                />
              ))}
            </div>
          </FormGroup>
        )}
      />
      <Button type="submit" intent="primary" text="Save" loading={save.isPending} disabled={!canEdit} />
    </form>
  );
}
