/** The table's state in the hash route's query, so reload and sharing restore the view. */
import { useCallback, useEffect, useMemo, useRef } from 'react';
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
  const state = useMemo(
    () => decodeTableState(params, def, { mandatorySort, prefix }),
    [params, def, mandatorySort, prefix],
  );
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
