/**
 * A portal settings section's card: its title, the read's loading and failure (with Retry), the form once the
 * section is read (mounted per version, so a reload starts afresh) and the section's history.
 */
import { Button, Callout, Card, Spinner } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { RecordHistory } from '../../components/history/RecordHistory';
import { ApiError, errorMessage } from '../../lib/api';
import { useSection } from './sections-api';

interface SectionCardProps<T extends { version: number }> {
  title: string;
  query: UseQueryResult<T>;
  /** The audit trail's entity and id of the section. */
  history: { entity: string; id: string; labels?: Record<string, string> };
  children: (data: T, reload: () => void) => ReactNode;
}

export function SectionCard<T extends { version: number }>({ title, query, history, children }: SectionCardProps<T>) {
  return (
    <Card className="panel settings-card" compact>
      <div className="panel-header">
        <h2 className="panel-title">{title}</h2>
      </div>
      {query.isPending && <Spinner size={20} />}
      {query.isError && (
        <Callout intent="danger" icon="error" compact role="alert">
          {errorMessage(query.error)} <Button size="small" text="Retry" onClick={() => void query.refetch()} />
        </Callout>
      )}
      {query.data && children(query.data, () => void query.refetch())}
      {query.data && (
        <RecordHistory entity={history.entity} id={history.id} version={query.data.version} labels={history.labels} />
      )}
    </Card>
  );
}

/** A save's failure other than field errors (shown by the fields): the message, and Reload when the section moved on. */
export function SaveError({ error, onReload }: { error: unknown; onReload(): void }) {
  if (!error || (error instanceof ApiError && error.status === 400)) return null;
  const stale = error instanceof ApiError && error.status === 409;
  return (
    <Callout intent="danger" icon="error" compact role="alert" className="screen-callout">
      {errorMessage(error)} {stale && <Button size="small" text="Reload" onClick={onReload} />}
    </Callout>
  );
}

/** What a section's form is given: the setting as read, its save, and a reload (after a stale save). */
export interface SectionFormProps<T, U> {
  setting: T;
  save: ReturnType<typeof useSection<T, U>>['save'];
  onReload(): void;
}

/**
 * A section read from and saved to `path`: its card, and its form mounted per version (a save or a reload starts it
 * afresh from what the server holds).
 */
export function SettingsSection<T extends { version: number }, U>({
  title,
  path,
  history,
  Form,
  onSaved,
}: Omit<SectionCardProps<T>, 'query' | 'children'> & {
  path: string;
  Form: ComponentType<SectionFormProps<T, U>>;
  /** Runs after each save (what else shows the setting is read again). */
  onSaved?: () => void;
}) {
  const { query, save } = useSection<T, U>(path, onSaved);
  return (
    <SectionCard title={title} query={query} history={history}>
      {(data, reload) => (
        <Form
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
