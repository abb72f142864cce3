/**
 * PORTAL_SETTINGS "service credentials": the payment gateway's client id, client secret and mode. The secret is
 * never shown (only that one is set and its last four characters) and is replaced only when a new one is typed.
 */
import { Button } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  GATEWAY_MODES,
  PORTAL_SECTIONS_API,
  SECTION_MESSAGES,
  ServiceCredentialsUpdateSchema,
  type ServiceCredentials,
  type ServiceCredentialsUpdate,
} from '../../../contract';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useHasPermission } from '../../lib/session/hooks';
import { SaveError, SettingsSection, type SectionFormProps } from './SectionCard';
import { useSectionSubmit } from './use-section-submit';

const FIELDS = ['clientId', 'clientSecret', 'mode'] as const;
const LABELS = { clientId: 'Client id', clientSecret: 'Client secret', mode: 'Payment gateway mode' };

export function ServiceCredentialsSection() {
  return (
    <SettingsSection<ServiceCredentials, ServiceCredentialsUpdate>
      title="Service credentials"
      path={PORTAL_SECTIONS_API.serviceCredentials}
      history={{ entity: 'settings', id: 'serviceCredentials', labels: LABELS }}
      Form={ServiceCredentialsForm}
    />
  );
}

function ServiceCredentialsForm({
  setting,
  save,
  onReload,
}: SectionFormProps<ServiceCredentials, ServiceCredentialsUpdate>) {
  const canEdit = useHasPermission('configuration.portalSettings.edit');
  const { clientSecret, ...saved } = setting;
  const form = useForm<ServiceCredentialsUpdate>({
    resolver: zodResolver(ServiceCredentialsUpdateSchema) as unknown as Resolver<ServiceCredentialsUpdate>,
    defaultValues: { ...saved, clientSecret: '' },
  });
  const submit = useSectionSubmit(form, save, FIELDS, SECTION_MESSAGES.saved('Service credentials'));
  const secretHelp = clientSecret.set
    ? `${clientSecret.lastFour ? `A secret ending in ${clientSecret.lastFour} is saved.` : 'A secret is saved.'} ${SECTION_MESSAGES.secretKeep}.`
    : 'No client secret is saved.';
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <SaveError error={save.error} onReload={onReload} />
      <fieldset className="settings-grid" disabled={!canEdit || save.isPending}>
        <TextField control={form.control} name="clientId" label={LABELS.clientId} autoComplete="off" />
        <TextField
          control={form.control}
          name="clientSecret"
          label={LABELS.clientSecret}
          type="password"
          autoComplete="new-password"
          helperText={secretHelp}
          placeholder={clientSecret.set ? `•••• ${clientSecret.lastFour ?? ''}`.trim() : ''}
        />
        <SelectField control={form.control} name="mode" label={LABELS.mode} items={GATEWAY_MODES} filterable={false} />
      </fieldset>
      <Button type="submit" intent="primary" text="Save" loading={save.isPending} disabled={!canEdit} />
    </form>
  );
}
