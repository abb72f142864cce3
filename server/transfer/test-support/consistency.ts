/**
 * Test support: what a consistent snapshot of the portal's database must satisfy, each check answering its
 * problems in words (none: consistent). Counts the triggers keep equal a recount; every order's audit rows are
 * its timeline's actions, in order, with the same status moves, and the timeline ends at the order's status;
 * every media row's files are on disk.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';

/** Counters (status_counts) that differ from counting the rows. */
export async function countsOffRecount(db: Db): Promise<string[]> {
  const rows = await queryRows<{ key: string; counted: string | null; recounted: string | null }>(
    db,
    sql`
    with counted as (select entity || '/' || status as key, sum(count) as n from status_counts group by 1),
    recounted as (
      select 'order/' || status as key, count(*) as n from orders group by 1
      union all select 'order-hold/' || hold_reason, count(*) from orders where hold_reason is not null group by 1
      union all select 'payment/' || status, count(*) from payments group by 1
      union all select kind || '/' || status, count(*) from returns group by 1)
    select coalesce(c.key, r.key) as key, c.n::text as counted, r.n::text as recounted
    from counted c full join recounted r on r.key = c.key
    where coalesce(c.n, 0) <> coalesce(r.n, 0)`,
  );
  return rows.map((row) => `${row.key}: counted ${row.counted ?? 0}, ${row.recounted ?? 0} rows`);
}

interface HistoryRow {
  id: number;
  status: string;
  events: { action: string; from: string | null; to: string | null }[] | null;
  audits: { action: string; changes: { status?: { before: string; after: string } } | null }[] | null;
}

/** Orders whose audit rows, timeline and status disagree (orders with neither are skipped). */
export async function orderHistoryProblems(db: Db): Promise<string[]> {
  const rows = await queryRows<HistoryRow>(
    db,
    sql`
    select o.id::int as id, o.status,
      (select json_agg(json_build_object('action', e.action, 'from', e.from_status, 'to', e.to_status) order by e.id)
        from order_events e where e.order_id = o.id and e.kind = 'action') as events,
      (select json_agg(json_build_object('action', a.action, 'changes', a.changes) order by a.id)
        from audit_log a where a.entity = 'order' and a.entity_id = o.id::text and a.action like 'order.%' and a.outcome = 'success') as audits
    from orders o
    where exists (select 1 from order_events e where e.order_id = o.id and e.kind = 'action')
       or exists (select 1 from audit_log a where a.entity = 'order' and a.entity_id = o.id::text and a.action like 'order.%')`,
  );
  return rows.flatMap((row) => {
    const events = row.events ?? [];
    const audits = row.audits ?? [];
    const problems: string[] = [];
    if (events.map((e) => e.action).join() !== audits.map((a) => a.action).join()) {
      problems.push(
        `timeline ${events.map((e) => e.action).join(' → ')} but audit rows ${audits.map((a) => a.action).join(' → ')}`,
      );
    }
    events.forEach((event, i) => {
      const moved = audits[i]?.changes?.status;
      if (event.from !== event.to && (moved?.before !== event.from || moved?.after !== event.to))
        problems.push(`${event.action}: timeline ${event.from} → ${event.to}, audit ${JSON.stringify(moved)}`);
      if (i > 0 && events[i - 1].to !== event.from)
        problems.push(`${event.action} starts at ${event.from}, after ${events[i - 1].to}`);
    });
    if (events.length > 0 && events.at(-1)!.to !== row.status)
      problems.push(`status ${row.status}, timeline ends at ${events.at(-1)!.to}`);
    return problems.map((problem) => `order ${row.id}: ${problem}`);
  });
}

/** Files a media row names that are not under `mediaRoot`. */
export async function missingMediaFiles(db: Db, mediaRoot: string): Promise<string[]> {
  const rows = await queryRows<{ id: number; path: string; thumbnail_path: string; webp_path: string }>(
    db,
    sql`select id::int as id, path, thumbnail_path, webp_path from media`,
  );
  const missing: string[] = [];
  for (const row of rows) {
    for (const name of new Set([row.path, row.thumbnail_path, row.webp_path])) {
      if (
        !(await stat(path.join(mediaRoot, name)).then(
          () => true,
          () => false,
        ))
      )
        missing.push(`media ${row.id}: ${name}`);
    }
  }
  return missing;
}
