/**
 * SUPPORT_TICKET: the dense list of tickets (filter by status, priority, assignee, age in hours: "older than N
 * hours" is Age ≥ N), a drawer per ticket (`?ticket=id`, so a notification opens it) and "Log ticket" for a call.
 */
import { Button, ButtonGroup } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filterDefinitionsOf } from '../../../contract';
import type { SearchCriterion } from '../../../contract/platform/search';
import { supportTicketResource as def } from '../../../contract/support/support-ticket';
import { DataTable, useTableUrlState } from '../../components/data-table';
import { FilterPanel } from '../../components/filter-panel/FilterPanel';
import { ScreenHeader } from '../../components/ScreenHeader';
import { usePageTitle } from '../../lib/page-title';
import { useHasPermission } from '../../lib/session/hooks';
import { LogTicketDialog } from './LogTicketDialog';
import { TicketDrawer } from './TicketDrawer';
// oxlint-disable-next-line import/no-unassigned-import -- the screen's stylesheet
import './support.css';

/** One-click views of the open tickets by how long they have waited. */
const AGE_VIEWS: { label: string; hours: number }[] = [
  { label: 'Older than 24 h', hours: 24 },
  { label: 'Older than 48 h', hours: 48 },
];

export function SupportTicketsScreen() {
  usePageTitle(def.title);
  const table = useTableUrlState(def);
  const definitions = useMemo(() => filterDefinitionsOf(def), []);
  const canAdd = useHasPermission(`${def.permission}.add`);
  const [params, setParams] = useSearchParams();
  const [logging, setLogging] = useState(false);
  const openId = Number(params.get('ticket')) || null;
  const open = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('ticket');
        else next.set('ticket', String(id));
        return next;
      }),
    [setParams],
  );
  const openButton = (id: number) => (
    <Button
      size="small"
      variant="minimal"
      icon="chat"
      aria-label={`Open ticket ${id}`}
      title="Open the conversation"
      onClick={() => open(id)}
    />
  );
  const olderThan = (hours: number) => {
    const criteria: SearchCriterion[] = [
      ...table.state.criteria.filter((c) => c.filterKey !== 'ageHours'),
      { filterKey: 'ageHours', operation: 'ge', value: hours },
    ];
    table.onStateChange({ criteria });
  };

  return (
    <div className="screen screen-fill">
      <ScreenHeader
        title={def.title}
        subtitle="Customers' tickets: reply (e-mailed), add internal notes, and move them to Resolved"
        actions={
          canAdd ? <Button intent="primary" icon="add" text="Log ticket" onClick={() => setLogging(true)} /> : undefined
        }
      />
      <DataTable
        def={def}
        state={table.state}
        onStateChange={table.onStateChange}
        toolbar={
          <>
            <FilterPanel
              definitions={definitions}
              applied={table.state.criteria}
              onChange={(criteria) => table.onStateChange({ criteria })}
            />
            <ButtonGroup variant="minimal" size="small">
              {AGE_VIEWS.map((v) => (
                <Button key={v.hours} icon="time" text={v.label} onClick={() => olderThan(v.hours)} />
              ))}
            </ButtonGroup>
          </>
        }
        onRowOpen={(row) => open((row as { id: number }).id)}
        rowActions={(row) => openButton(row.id)}
        rowActionsWidth={44}
      />
      <TicketDrawer id={openId} onClose={() => open(null)} />
      <LogTicketDialog
        isOpen={logging}
        onClose={() => setLogging(false)}
        onCreated={(id) => {
          setLogging(false);
          open(id);
        }}
      />
    </div>
  );
}
