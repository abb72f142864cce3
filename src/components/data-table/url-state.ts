/** The table's state in the hash route's query, so reload and sharing restore the view. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ResourceDef } from '../../../contract';
import { applyTableChange, decodeTableState, writeTableState } from './url-codec';
import type { TableState, TableStateOptions } from './url-codec';

export interface TableUrlState {
  /** The decoded state; invalid parts of the URL read as defaults. */
  state: TableState;
  /**
   * Merges a change into the URL. A filter, join, sort or page-size change resets the page to 1.
   * The history entry is replaced, so Back leaves the screen rather than stepping through pages.
   */
  onStateChange: (patch: Partial<TableState>) => void;
}

/**
 * `const table = useTableUrlState(promoCodeResource); <DataTable def={promoCodeResource} {...table} />`.
 * Parameters not owned by the table (e.g. an open drawer's id) are left as they are.
 */
export function useTableUrlState(def: Pick<ResourceDef, 'fields' | 'defaultSort'>, options: TableStateOptions = {}): TableUrlState {
  const [params, setParams] = useSearchParams();
  const { mandatorySort, prefix } = options;
  const state = useMemo(() => decodeTableState(params, def, { mandatorySort, prefix }), [params, def, mandatorySort, prefix]);
  const onStateChange = useCallback(
    (patch: Partial<TableState>) =>
      setParams(
        (current) => {
          const opts = { mandatorySort, prefix };
          return writeTableState(current, applyTableChange(decodeTableState(current, def, opts), patch), def, opts);
        },
        { replace: true },
      ),
    [setParams, def, mandatorySort, prefix],
  );
  return { state, onStateChange };
}
