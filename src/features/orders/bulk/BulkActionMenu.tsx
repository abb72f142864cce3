/**
 * In the selection bar: the actions a bulk job can run (the server decides per order). Once the job runs, the
 * selection is spent: it is cleared, so the next bulk action starts from what is ticked then (orders the job moved to
 * another tab would otherwise stay selected out of sight).
 */
import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { ORDER_ACTION_LABELS } from '../../../../contract';
import { ORDER_ACTION_EVENTS } from '../../../../contract/orders/order-processing';
import type { BulkTarget } from '../../../../machines/platform/bulk-job.machine';
import type { TableSelection } from '../../../components/data-table';
import type { BulkJobActor } from './use-bulk-job';
import type { OrderHoldActor } from '../holds/use-order-hold';
import type { PickListActor } from '../pick-lists/use-pick-list';

/** The bulk job's target of a table selection: listed ids, or the search behind "all matching". */
export function bulkTargetOf(selection: TableSelection): BulkTarget {
  if (selection.kind === 'all')
    return { criteria: { searchCriteriaList: selection.criteria, dataOption: selection.dataOption } };
  return { ids: selection.ids.map(Number) };
}

export function BulkActionMenu({
  actor,
  hold,
  pickList,
  selection,
  count,
  clearSelection,
}: {
  actor: BulkJobActor;
  hold: OrderHoldActor;
  pickList: PickListActor;
  selection: TableSelection;
  count: number;
  clearSelection: () => void;
}) {
  const running = useSelector(actor, (s) => s.matches('running'));
  useEffect(() => {
    if (running) clearSelection();
  }, [running, clearSelection]);
  const menu = (
    <Menu size="small" aria-label="Bulk actions">
      {ORDER_ACTION_EVENTS.map((action) => (
        <MenuItem
          key={action}
          text={ORDER_ACTION_LABELS[action]}
          intent={action.startsWith('order.cancel') ? 'danger' : 'none'}
          onClick={() => actor.send({ type: 'bulk.request', action, target: bulkTargetOf(selection), count })}
        />
      ))}
      <MenuDivider />
      <MenuItem
        icon="th"
        text="Pick list and packing slips…"
        onClick={() => pickList.send({ type: 'pickList.request', target: bulkTargetOf(selection), count })}
      />
      {(['hold', 'release'] as const).map((mode) => (
        <MenuItem
          key={mode}
          icon={mode === 'hold' ? 'pause' : 'play'}
          text={mode === 'hold' ? 'Put on hold…' : 'Release from hold…'}
          onClick={() => {
            hold.send({ type: 'dialog.open', mode, target: { kind: 'orders', count, ...bulkTargetOf(selection) } });
          }}
        />
      ))}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-start" arrow={false} animation="minimal">
      <Button size="small" intent="primary" icon="layers" endIcon="caret-down" text="Bulk action" />
    </PopoverNext>
  );
}
