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
import { SaveError, SectionCard } from './SectionCard';
import { useSection } from './sections-api';
import { useSectionSubmit } from './use-section-submit';

const FIELDS = ['androidAppUrl', 'iosAppUrl', 'websiteUrl'] as const;
const LABELS = { androidAppUrl: 'Android app (Google Play)', iosAppUrl: 'iOS app (App Store)', websiteUrl: 'Website' };

export function ApplicationLinksSection() {
  const { query, save } = useSection<ApplicationLinks, ApplicationLinksUpdate>(PORTAL_SECTIONS_API.applicationLinks);
  return (
    <SectionCard
      title="Application links"
      query={query}
      history={{ entity: 'settings', id: 'applicationLinks', labels: LABELS }}
    >
      {(data, reload) => (
        <ApplicationLinksForm
          key={data.version}
          setting={data}
          save={save}
          onReload={() => {
            save.reset();
            reload();
          }}
        />
      )}
    </SectionCard>
  );
}

interface FormProps {
  setting: ApplicationLinks;
  save: ReturnType<typeof useSection<ApplicationLinks, ApplicationLinksUpdate>>['save'];
  onReload(): void;
}

function ApplicationLinksForm({ setting, save, onReload }: FormProps) {
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
