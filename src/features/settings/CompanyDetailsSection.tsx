/**
 * PORTAL_SETTINGS "company details": name, logo and favicon from the media library, currency and address.
 * Saving changes this portal's title and favicon at once, and every other open portal's through the live stream.
 */
import { Button } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import {
  CompanyDetailsUpdateSchema,
  CURRENCIES,
  PORTAL_SECTIONS_API,
  SECTION_MESSAGES,
  type CompanyDetails,
  type CompanyDetailsUpdate,
} from '../../../contract';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { MEDIA_SLOTS } from '../../../contract/media/media';
import { MediaPickerField } from '../../components/media';
import { companyQueryKey } from '../../lib/company';
import { useHasPermission } from '../../lib/session/hooks';
import { SaveError, SettingsSection, type SectionFormProps } from './SectionCard';
import { useSectionSubmit } from './use-section-submit';

const ADDRESS = {
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  state: 'State',
  pincode: 'PIN code',
  country: 'Country',
  phone: 'Phone',
  email: 'E-mail',
  gstin: 'GSTIN',
} as const;
const ADDRESS_FIELDS = Object.keys(ADDRESS) as (keyof typeof ADDRESS)[];
const FIELDS = [
  'companyName',
  'logoMediaId',
  'faviconMediaId',
  'currency',
  ...ADDRESS_FIELDS.map((f) => `address.${f}` as const),
] as const;
const LABELS = {
  companyName: 'Company name',
  logoImage: 'Logo',
  faviconImage: 'Favicon',
  currency: 'Currency',
  address: 'Address',
};
const EMPTY_ADDRESS = {
  line1: '',
  line2: '',
  city: '',
  state: '',
  pincode: '',
  country: 'India',
  phone: '',
  email: '',
  gstin: '',
};

export function CompanyDetailsSection() {
  const queryClient = useQueryClient();
  // The title and favicon of this portal follow the saved details (other portals hear it live).
  return (
    <SettingsSection<CompanyDetails, CompanyDetailsUpdate>
      title="Company details"
      path={PORTAL_SECTIONS_API.companyDetails}
      history={{ entity: 'settings', id: 'companyDetails', labels: LABELS }}
      Form={CompanyDetailsForm}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: companyQueryKey })}
    />
  );
}

function CompanyDetailsForm({ setting, save, onReload }: SectionFormProps<CompanyDetails, CompanyDetailsUpdate>) {
  const canEdit = useHasPermission('configuration.portalSettings.edit');
  const form = useForm<CompanyDetailsUpdate>({
    resolver: zodResolver(CompanyDetailsUpdateSchema) as unknown as Resolver<CompanyDetailsUpdate>,
    defaultValues: {
      companyName: setting.companyName,
      logoMediaId: setting.logoMediaId,
      faviconMediaId: setting.faviconMediaId,
      currency: setting.currency as CompanyDetailsUpdate['currency'],
      address: { ...EMPTY_ADDRESS, ...setting.address },
      version: setting.version,
    },
  });
  const submit = useSectionSubmit(form, save, FIELDS, SECTION_MESSAGES.saved('Company details'));
  const disabled = !canEdit || save.isPending;
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <SaveError error={save.error} onReload={onReload} />
      <fieldset className="settings-grid" disabled={disabled}>
        <TextField
          control={form.control}
          name="companyName"
          label={LABELS.companyName}
          helperText="The page title of every portal page"
        />
        <SelectField
          control={form.control}
          name="currency"
          label={LABELS.currency}
          items={CURRENCIES}
          filterable={false}
        />
        <MediaPickerField
          control={form.control}
          name="logoMediaId"
          label={LABELS.logoImage}
          disabled={disabled}
          pickerTitle="Choose the logo"
          slot={null}
          helperText="Without one, the built-in logo is shown"
        />
        <MediaPickerField
          control={form.control}
          name="faviconMediaId"
          label={LABELS.faviconImage}
          disabled={disabled}
          pickerTitle="Choose the favicon"
          slot={MEDIA_SLOTS.square}
          helperText="A square image; without one, the built-in favicon is shown"
        />
        {ADDRESS_FIELDS.map((f) => (
          <TextField key={f} control={form.control} name={`address.${f}`} label={ADDRESS[f]} autoComplete="off" />
        ))}
      </fieldset>
      <Button type="submit" intent="primary" text="Save" loading={save.isPending} disabled={!canEdit} />
    </form>
  );
}
