/**
 * CSV export of exactly what the table shows (PRODUCT.md "Analysts"): every row matching the filter,
 * in the current sort, with the visible columns in their order.
 */
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import type { ExportRequest, ResourceDef } from '../../../contract';
import { errorMessage } from '../../lib/api';
import { toast } from '../toast';
import type { TableState } from './url-codec';
import { downloadResourceCsv } from './table-api';
import { toSearchRequest } from './use-resource-search';

export interface ExportButtonProps {
  def: Pick<ResourceDef, 'key' | 'apiPath'>;
  state: TableState;
  /** Field keys of the visible columns, in order. */
  columns: readonly string[];
  disabled?: boolean;
}

export function ExportButton({ def, state, columns, disabled }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const body: ExportRequest = { ...toSearchRequest(state), columns: [...columns] };
      await downloadResourceCsv(def, body);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="minimal"
      size="small"
      icon="download"
      text="Export CSV"
      loading={busy}
      disabled={disabled}
      onClick={run}
    />
  );
}
