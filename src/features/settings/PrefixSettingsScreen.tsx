/**
 * PREFIX_SETTINGS: each number type's prefix and next number, one row each with its own Save (confirmed). A
 * change applies to new numbers only; a stale row (a number taken or saved meanwhile) offers a reload.
 */
import { Button, Callout, Card, Classes, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  PREFIX_MESSAGES,
  PREFIX_TYPE_TEXT,
  PrefixUpdateSchema,
  type PrefixRow,
  type PrefixUpdate,
  type RouteDef,
} from '../../../contract';
import { NumberField } from '../../components/form/NumberField';
import { TextField } from '../../components/form/TextField';
import { RecordHistory } from '../../components/history/RecordHistory';
import { ScreenHeader } from '../../components/ScreenHeader';
import { errorMessage } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { useHasPermission } from '../../lib/session/hooks';
import { usePrefixSettings, useSavePrefix } from './prefix-settings-api';
import { SaveError } from './SectionCard';
import { useSectionSubmit } from './use-section-submit';

export function PrefixSettingsScreen({ route }: { route: RouteDef }) {
  usePageTitle(route.title);
  const query = usePrefixSettings();
  return (
    <div className="screen">
      <ScreenHeader
        title={route.title}
        subtitle="A change applies to new numbers only: numbers already given keep theirs"
      />
      {query.isPending && <Spinner size={20} />}
      {query.isError && (
        <Callout intent="danger" icon="error" compact role="alert">
          {errorMessage(query.error)} <Button size="small" text="Retry" onClick={() => void query.refetch()} />
        </Callout>
      )}
      {query.data?.map((row) => (
        <PrefixCard key={`${row.type}-${row.version}`} row={row} onReload={() => void query.refetch()} />
      ))}
    </div>
  );
}

function PrefixCard({ row, onReload }: { row: PrefixRow; onReload(): void }) {
  const canEdit = useHasPermission('configuration.prefixSettings.edit');
  const text = PREFIX_TYPE_TEXT[row.type];
  const save = useSavePrefix(row.type);
  const form = useForm<PrefixUpdate>({
    resolver: zodResolver(PrefixUpdateSchema) as unknown as Resolver<PrefixUpdate>,
    defaultValues: { prefix: row.prefix, nextNumber: row.nextNumber, version: row.version },
  });
  const [prefix, nextNumber] = useWatch({ control: form.control, name: ['prefix', 'nextNumber'] });
  const submit = useSectionSubmit(
    form,
    save,
    ['prefix', 'nextNumber'],
    PREFIX_MESSAGES.updated,
    `Save the ${text.label} prefix? New numbers start at ${prefix}${nextNumber}; numbers already given keep theirs.`,
  );
  return (
    <Card className="panel settings-card" compact>
      <div className="panel-header">
        <h2 className="panel-title">{text.label}</h2>
      </div>
      <p className={Classes.TEXT_MUTED}>{text.usedBy}</p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={`${text.label} numbers`}>
        <SaveError
          error={save.error}
          onReload={() => {
            save.reset();
            onReload();
          }}
        />
        <fieldset className="settings-grid" disabled={!canEdit || save.isPending}>
          <TextField control={form.control} name="prefix" label={`${text.label} prefix`} autoComplete="off" />
          <NumberField control={form.control} name="nextNumber" label={`${text.label} next number`} integer />
        </fieldset>
        <p className="settings-note">
          Next: <strong>{`${prefix}${nextNumber}`}</strong>
        </p>
        <Button type="submit" intent="primary" text="Save" loading={save.isPending} disabled={!canEdit} />
      </form>
      <RecordHistory
        entity="prefix-settings"
        id={row.type}
        version={row.version}
        labels={{ prefix: 'Prefix', nextNumber: 'Next number' }}
      />
    </Card>
  );
}
