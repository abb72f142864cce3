/** The table's state in the hash route's query, so reload and sharing restore the view. */
import { replaceEqualDeep } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ResourceDef } from '../../../contract';
import { applyTableChange, decodeTableState, writeTableState } from './url-codec';
import type { TableState, TableStateChange, TableStateOptions } from './url-codec';

export interface TableUrlState {
  /** The decoded state; invalid parts of the URL read as defaults. */
  state: TableState;
  /**
   * Merges a change into the URL. A filter, join, sort or page-size change resets the page to 1.
   * The history entry is replaced, so Back leaves the screen rather than stepping through pages.
   */
  onStateChange: (change: TableStateChange) => void;
}

/**
 * `const table = useTableUrlState(promoCodeResource); <DataTable def={promoCodeResource} {...table} />`.
 * Parameters not owned by the table (e.g. an open drawer's id) are left as they are.
 */
export function useTableUrlState(
  def: Pick<ResourceDef, 'fields' | 'defaultSort'>,
  options: TableStateOptions = {},
): TableUrlState {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mandatorySort, prefix } = options;
  const decoded = useMemo(
    () => decodeTableState(params, def, { mandatorySort, prefix }),
    [params, def, mandatorySort, prefix],
  );
  // The same object while the table's own parameters are unchanged: a screen's other parameter (the open order, a
  // drawer) moving does not hand the table a new state, so the grid and its query do not render again for it.
  const [kept, keep] = useState(decoded);
  const state = replaceEqualDeep(kept, decoded);
  if (state !== kept) keep(state);
  // The URL as last written: react-router's functional setSearchParams starts from the params of the render
  // that made it, so a handler kept by a machine or a timer would write back an old sort or filter.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const onStateChange = useCallback(
    (change: TableStateChange) => {
      const opts = { mandatorySort, prefix };
      const current = decodeTableState(latest.current, def, opts);
      const next = writeTableState(
        latest.current,
        applyTableChange(current, typeof change === 'function' ? change(current) : change),
        def,
        opts,
      );
      latest.current = next;
      navigate({ search: `?${next}` }, { replace: true });
    },
    [navigate, def, mandatorySort, prefix],
  );
  return { state, onStateChange };
}
