/**
 * PORTAL_SETTINGS (seed §2): service credentials, payment settings, delivery partner, e-mail credentials,
 * company details and application links. Saving any section asks for confirmation (seed §8); a stale
 * version (someone saved meanwhile) offers to reload the section.
 */
import { Button, Callout, Card, Classes, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import {
  PORTAL_SETTINGS_MESSAGES,
  type DeliveryPartnerName,
  type DeliveryPartnerSetting,
  type RouteDef,
} from '../../../contract';
import { useHasPermission } from '../../lib/session/hooks';
import { useConfirm } from '../../components/confirm';
import { RecordHistory } from '../../components/history/RecordHistory';
import { ScreenHeader } from '../../components/ScreenHeader';
import { toast } from '../../components/toast';
import { ApiError, errorMessage } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { useDeliveryPartner, useSaveDeliveryPartner } from './portal-settings-api';
import { ApplicationLinksSection } from './ApplicationLinksSection';
import { CompanyDetailsSection } from './CompanyDetailsSection';
import { EmailCredentialsSection } from './EmailCredentialsSection';
import { PaymentSettingsSection } from './PaymentSettingsSection';
import { RiskRulesSection } from './RiskRulesSection';
import { ServiceCredentialsSection } from './ServiceCredentialsSection';

/** The portal settings screen: one section per setting the portal has. */
export function PortalSettingsScreen({ route }: { route: RouteDef }) {
  usePageTitle(route.title);
  const setting = useDeliveryPartner();
  return (
    <div className="screen">
      <ScreenHeader title={route.title} />
      <ServiceCredentialsSection />
      <PaymentSettingsSection />
      <RiskRulesSection />
      <Card className="panel settings-card" compact>
        <div className="panel-header">
          <h2 className="panel-title">Delivery partner</h2>
        </div>
        {setting.isPending && <Spinner size={20} />}
        {setting.isError && (
          <Callout intent="danger" icon="error" compact role="alert">
            {errorMessage(setting.error)} <Button size="small" text="Retry" onClick={() => void setting.refetch()} />
          </Callout>
        )}
        {setting.data && (
          <DeliveryPartnerForm
            key={setting.data.version}
            setting={setting.data}
            onReload={() => void setting.refetch()}
          />
        )}
        {/* The setting's key in shop_settings, as the audit trail names it. */}
        {setting.data && (
          <RecordHistory
            entity="settings"
            id="deliveryPartner"
            version={setting.data.version}
            labels={{ deliveryPartner: 'Delivery partner' }}
          />
        )}
      </Card>
      <EmailCredentialsSection />
      <CompanyDetailsSection />
      <ApplicationLinksSection />
    </div>
  );
}

interface DeliveryPartnerFormProps {
  setting: DeliveryPartnerSetting;
  onReload(): void;
}

/** The partners as radios with their descriptions, and Save. Mounted per version, so a reload starts afresh. */
function DeliveryPartnerForm({ setting, onReload }: DeliveryPartnerFormProps) {
  const canEdit = useHasPermission('configuration.portalSettings.edit');
  const confirm = useConfirm();
  const save = useSaveDeliveryPartner();
  const [choice, setChoice] = useState<DeliveryPartnerName | null>(setting.partner);
  const stale = save.error instanceof ApiError && save.error.status === 409;

  const submit = async () => {
    const chosen = setting.partners.find((p) => p.name === choice);
    if (!chosen || !(await confirm({ message: PORTAL_SETTINGS_MESSAGES.confirmPartner(chosen.label) }))) return;
    // The saved answer bumps the version and remounts this form, so the toast follows the promise, not a mutate callback.
    const saved = await save.mutateAsync({ partner: chosen.name, version: setting.version }).then(
      () => true,
      () => false,
    );
    if (saved) toast.success(PORTAL_SETTINGS_MESSAGES.partnerSaved);
  };
  const reload = () => {
    save.reset();
    onReload();
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {setting.partner === null && (
        <Callout intent="warning" compact className="screen-callout">
          {PORTAL_SETTINGS_MESSAGES.noPartner}
        </Callout>
      )}
      {save.error && (
        <Callout intent="danger" icon="error" compact role="alert" className="screen-callout">
          {errorMessage(save.error)} {stale && <Button size="small" text="Reload" onClick={reload} />}
        </Callout>
      )}
      <RadioGroup
        name="deliveryPartner"
        label="Who ships the shop's orders"
        selectedValue={choice ?? undefined}
        onChange={(e) => setChoice(e.currentTarget.value as DeliveryPartnerName)}
        disabled={!canEdit || save.isPending}
      >
        {setting.partners.map((p) => (
          <Radio
            key={p.name}
            value={p.name}
            className="partner-option"
            labelElement={
              <span>
                <strong>{p.label}</strong>
                <span className={`${Classes.TEXT_MUTED} partner-description`}>{p.description}</span>
              </span>
            }
          />
        ))}
      </RadioGroup>
      <Button
        type="submit"
        intent="primary"
        text="Save"
        loading={save.isPending}
        disabled={!canEdit || choice === null}
      />
    </form>
  );
}
