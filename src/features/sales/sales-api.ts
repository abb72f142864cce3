/** The sales report with TanStack Query, and its CSV download. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lightFormat, subDays } from 'date-fns';
import { SALES_API, SalesReportQuerySchema, type SalesGroupBy, type SalesReport } from '../../../contract';
import { saveBlob } from '../../components/data-table/download';
import { api } from '../../lib/api';

export interface SalesFilter {
  from: string;
  to: string;
  groupBy: SalesGroupBy;
}

/** The last 30 days, by day. */
export const defaultSalesFilter = (today = new Date()): SalesFilter => ({
  from: lightFormat(subDays(today, 29), 'yyyy-MM-dd'),
  to: lightFormat(today, 'yyyy-MM-dd'),
  groupBy: 'day',
});

/** The report of a valid filter; nothing is fetched while the filter is incomplete or invalid. */
export function useSalesReport(filter: SalesFilter) {
  const valid = SalesReportQuerySchema.safeParse(filter).success;
  return useQuery({
    queryKey: ['sales-report', filter],
    queryFn: ({ signal }) => api.get<SalesReport>(SALES_API.report, { query: { ...filter }, signal }),
    enabled: valid,
    // The chart keeps the last report while the next range loads, so it does not flash.
    placeholderData: keepPreviousData,
  });
}

/** Downloads the report's rows as CSV (the server writes it, with a byte-order mark for spreadsheets). */
export async function downloadSalesCsv(filter: SalesFilter): Promise<void> {
  const res = await api.blob(SALES_API.report, {
    query: { ...filter, format: 'csv' },
    headers: { Accept: 'text/csv' },
  });
  saveBlob(await res.blob(), `sales-${filter.groupBy}-${filter.from}-to-${filter.to}.csv`);
}
