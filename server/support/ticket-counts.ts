/** The dashboard's ticket numbers: open (Open or In progress) and new (Open: no staff reply yet), one indexed scan. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';

export async function ticketCounts(db: Db): Promise<{ open: number; new: number }> {
  const [row] = await queryRows<{ open: string; fresh: string }>(
    db,
    sql`select count(*) as open, count(*) filter (where status = 'Open') as fresh
    from support_tickets where status in ('Open', 'In progress')`,
  );
  return { open: Number(row.open), new: Number(row.fresh) };
}
