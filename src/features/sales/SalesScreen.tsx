/**
 * MANAGE_SALES: a range of days and a grouping (day, product, category) → the chart (lazy-loaded) and
 * the table, with a CSV export of the same rows. The report reloads as soon as the filter is valid.
 */
// oxlint-disable-next-line import/no-unassigned-import -- the screen's stylesheet
import './sales.css';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { MessageState } from '../../components/MessageState';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { SALES_GROUP_BY, SALES_GROUP_LABELS, SalesReportQuerySchema } from '../../../contract';
import { DateRangeField } from '../../components/form/DateRangeField';
import { SelectField } from '../../components/form/SelectField';
import { ScreenHeader } from '../../components/ScreenHeader';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { defaultSalesFilter, downloadSalesCsv, useSalesReport, type SalesFilter } from './sales-api';
import { SalesTable } from './SalesTable';

// The chart library is large: it loads only when a report is drawn.
const SalesChart = lazy(() => import('./SalesChart'));

export function SalesScreen() {
  usePageTitle('Sales Management');
  const form = useForm<SalesFilter>({
    resolver: zodResolver(SalesReportQuerySchema) as unknown as Resolver<SalesFilter>,
    mode: 'onChange',
    defaultValues: defaultSalesFilter(),
  });
  const filter = useWatch({ control: form.control }) as SalesFilter;
  const report = useSalesReport(filter);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadSalesCsv(filter);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  const data = report.data;

  return (
    <div className="screen sales-screen">
      <ScreenHeader
        title="Sales Management"
        actions={
          <Button
            icon="download"
            text="Export CSV"
            disabled={!data || report.isPlaceholderData}
            loading={exporting}
            onClick={() => void exportCsv()}
          />
        }
      />
      <form className="sales-filter" noValidate onSubmit={(e) => e.preventDefault()}>
        <DateRangeField control={form.control} startName="from" endName="to" label="Date range" />
        <SelectField
          control={form.control}
          name="groupBy"
          label="Group by"
          items={SALES_GROUP_BY}
          itemTitle={(g) => SALES_GROUP_LABELS[g]}
          filterable={false}
        />
      </form>
      {report.isError && (
        <Callout intent="danger" icon="error">
          {errorMessage(report.error)}
        </Callout>
      )}
      {!data && report.isFetching && <Spinner size={30} />}
      {data && data.rows.length === 0 && <MessageState icon="chart" title="No sales in this range" />}
      {data && data.rows.length > 0 && (
        <div className="sales-body" aria-busy={report.isFetching}>
          <Suspense
            fallback={
              <div className="sales-chart sales-chart--loading">
                <Spinner size={30} />
              </div>
            }
          >
            <SalesChart rows={data.rows} groupBy={data.groupBy} />
          </Suspense>
          <SalesTable report={data} />
        </div>
      )}
    </div>
  );
}
