/** PORTAL_SETTINGS "application links": the shop's Android and iOS app store links and website (https only). */
import { Button } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  ApplicationLinksUpdateSchema,
  PORTAL_SECTIONS_API,
  SECTION_MESSAGES,
  type ApplicationLinks,
  type ApplicationLinksUpdate,
} from '../../../contract';
import { TextField } from '../../components/form/TextField';
import { useHasPermission } from '../../lib/session/hooks';
import { SaveError, SettingsSection, type SectionFormProps } from './SectionCard';
import { useSectionSubmit } from './use-section-submit';

const FIELDS = ['androidAppUrl', 'iosAppUrl', 'websiteUrl'] as const;
const LABELS = { androidAppUrl: 'Android app (Google Play)', iosAppUrl: 'iOS app (App Store)', websiteUrl: 'Website' };

export function ApplicationLinksSection() {
  return (
    <SettingsSection<ApplicationLinks, ApplicationLinksUpdate>
      title="Application links"
      path={PORTAL_SECTIONS_API.applicationLinks}
      history={{ entity: 'settings', id: 'applicationLinks', labels: LABELS }}
      Form={ApplicationLinksForm}
    />
  );
}

function ApplicationLinksForm({ setting, save, onReload }: SectionFormProps<ApplicationLinks, ApplicationLinksUpdate>) {
  const canEdit = useHasPermission('configuration.portalSettings.edit');
  const form = useForm<ApplicationLinksUpdate>({
    resolver: zodResolver(ApplicationLinksUpdateSchema) as unknown as Resolver<ApplicationLinksUpdate>,
    defaultValues: setting,
  });
  const submit = useSectionSubmit(form, save, FIELDS, SECTION_MESSAGES.saved('Application links'));
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <SaveError error={save.error} onReload={onReload} />
      <fieldset className="settings-grid" disabled={!canEdit || save.isPending}>
        {FIELDS.map((name) => (
          <TextField
            key={name}
            control={form.control}
            name={name}
            label={LABELS[name]}
            type="url"
            placeholder="https://"
          />
        ))}
      </fieldset>
      <Button type="submit" intent="primary" text="Save" loading={save.isPending} disabled={!canEdit} />
    </form>
  );
}
