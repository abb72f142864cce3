/** `GET /api/sales-report?from&to&groupBy[&format=csv]`: the report as JSON, or its rows as a CSV download. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import type { FieldSpec } from '../../contract/platform/resource';
import {
  SALES_API,
  SALES_GROUP_LABELS,
  SalesReportQuerySchema,
  SalesReportSchema,
  type SalesGroupBy,
  type SalesRow,
} from '../../contract/sales/sales';
import { requirePermission } from '../platform/auth/auth-plugin';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { csvOf } from '../search/csv';
import { salesReport } from './sales-report';

/** The CSV's columns: the group's name, then the figures. */
const csvFields = (groupBy: SalesGroupBy): FieldSpec[] => [
  { key: 'key', label: groupBy === 'day' ? 'Day' : 'ID', type: 'text' },
  ...(groupBy === 'day' ? [] : [{ key: 'label', label: SALES_GROUP_LABELS[groupBy], type: 'text' } as const]),
  { key: 'orders', label: 'Orders', type: 'number' },
  { key: 'units', label: 'Units', type: 'number' },
  { key: 'revenue', label: 'Revenue', type: 'decimal' },
];

async function* oneBatch(rows: SalesRow[]): AsyncGenerator<SalesRow[]> {
  yield rows;
}

export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SALES_API.report,
    {
      onRequest: requirePermission('orders.sales.view'),
      schema: {
        tags: ['sales'],
        summary:
          'Sales by day, product or category over shop days (cancelled orders left out); format=csv downloads the rows',
        security: bearerSecurity,
        querystring: SalesReportQuerySchema,
        response: {
          200: {
            description: 'The report (format=json), or its rows as CSV (format=csv)',
            content: {
              'application/json': { schema: envelope(SalesReportSchema) },
              'text/csv': { schema: z.string() },
            },
          },
          ...errorResponses(400, 401, 403, 500),
        },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await salesReport(app.db, query);
      if (format === 'json') return ok(report);
      const csv = await csvOf(oneBatch(report.rows), csvFields(query.groupBy));
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="sales-${query.groupBy}-${query.from}-to-${query.to}.csv"`,
          )
          // A stream is sent as it is (no serializer), so the JSON schema does not apply to it.
          .send(csv as never)
      );
    },
  );
};
