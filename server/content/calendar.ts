/**
 * The content calendar (contract/content/calendar.ts): the entries of each kind whose window meets a range, and the
 * reschedule that moves one. A move goes through the kind's own versioned update (server/resources/writes.ts,
 * audited as 'reschedule'): a stale version is a 409, and a flash sale's variants are written again with its
 * new window, so the overlap rule refuses a move onto another sale of the same variant (409, nothing moved).
 */
import { and, asc, gt, gte, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import {
  CALENDAR_MESSAGES,
  type CalendarEntry,
  type CalendarKind,
  type RescheduleRequest,
} from '../../contract/content/calendar';
import type { SaleItemRow } from '../../contract/content/flash-sale';
import { shopDayOf } from '../../contract/platform/shop-time';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../platform/http/http-errors';
import { SHOP_UTC_OFFSET_MS, shopNow } from '../platform/shop-time';
import { promoCodeBinding, promoCodes } from './promo-code.resource';
import { readRow, updateRow } from '../resources/writes';
import type { SearchSource } from '../search/source';
import { blogBinding, blogPosts } from './blog.resource';
import { featureSectionBinding, featureSections } from './feature-section.resource';
import { flashSaleBinding, flashSales } from './flash-sale.resource';
import { sliderBinding, sliders } from './slider.resource';

const DAY = 86_400_000;
/** The instant a shop day starts (`YYYY-MM-DD` at 00:00 IST). */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - SHOP_UTC_OFFSET_MS);
const iso = (d: Date) => d.toISOString();
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

type Range = { from: Date; to: Date };

async function flashSaleEntries(db: Db, range: Range): Promise<CalendarEntry[]> {
  const rows = await db
    .select()
    .from(flashSales)
    .where(and(lt(flashSales.startsAt, range.to), gt(flashSales.endsAt, range.from)))
    .orderBy(asc(flashSales.startsAt));
  const now = shopNow().getTime();
  return rows.map((r) => ({
    kind: 'flash-sale',
    id: r.id,
    version: r.version,
    title: r.name,
    start: iso(r.startsAt),
    end: iso(r.endsAt),
    allDay: false,
    status: r.status === 'Active' && r.endsAt.getTime() <= now ? 'Expired' : r.status,
  }));
}

async function promoCodeEntries(db: Db, range: Range): Promise<CalendarEntry[]> {
  const rows = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        lte(promoCodes.startDate, shopDayOf(new Date(range.to.getTime() - 1))),
        gte(promoCodes.endDate, shopDayOf(range.from)),
      ),
    )
    .orderBy(asc(promoCodes.startDate));
  const today = shopDayOf(shopNow());
  return rows.map((r) => ({
    kind: 'promo-code',
    id: r.id,
    version: r.version,
    title: r.name,
    start: iso(dayStart(r.startDate)),
    end: iso(dayStart(addDays(r.endDate, 1))),
    allDay: true,
    status: r.status === 'Active' && r.endDate < today ? 'Expired' : r.status,
  }));
}

async function scheduleEntries(db: Db, kind: 'slider' | 'feature-section', range: Range): Promise<CalendarEntry[]> {
  const table = kind === 'slider' ? sliders : featureSections;
  const rows = await db
    .select()
    .from(table)
    .where(
      and(
        isNotNull(table.startsAt),
        lt(table.startsAt, range.to),
        or(isNull(table.endsAt), gt(table.endsAt, range.from)),
      ),
    )
    .orderBy(asc(table.startsAt));
  return rows.map((r) => ({
    kind,
    id: r.id,
    version: r.version,
    title: 'title' in r ? r.title : r.name,
    start: iso(r.startsAt!),
    end: r.endsAt ? iso(r.endsAt) : null,
    allDay: false,
    status: r.status,
  }));
}

async function blogEntries(db: Db, range: Range): Promise<CalendarEntry[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(gte(blogPosts.publishAt, range.from), lt(blogPosts.publishAt, range.to)))
    .orderBy(asc(blogPosts.publishAt));
  return rows.map((r) => ({
    kind: 'blog',
    id: r.id,
    version: r.version,
    title: r.title,
    start: iso(r.publishAt!),
    end: null,
    allDay: false,
    status: r.state,
  }));
}

const READERS: Record<CalendarKind, (db: Db, range: Range) => Promise<CalendarEntry[]>> = {
  'flash-sale': flashSaleEntries,
  'promo-code': promoCodeEntries,
  slider: (db, range) => scheduleEntries(db, 'slider', range),
  'feature-section': (db, range) => scheduleEntries(db, 'feature-section', range),
  blog: blogEntries,
};

/** The entries of `kinds` that meet [from, to), by start. */
export async function calendarEntries(db: Db, kinds: readonly CalendarKind[], range: Range): Promise<CalendarEntry[]> {
  const lists = await Promise.all(kinds.map((kind) => READERS[kind](db, range)));
  return lists.flat().toSorted((a, b) => a.start.localeCompare(b.start) || a.kind.localeCompare(b.kind) || a.id - b.id);
}

type Moved = { values: Record<string, unknown>; source: SearchSource };

/** The new values of an entry moved to start at `start`, its length kept; the row read must exist. */
async function movedValues(db: Db, kind: CalendarKind, id: number, start: Date): Promise<Moved> {
  switch (kind) {
    case 'flash-sale': {
      const row = await readRow(db, flashSaleBinding.source, id);
      if (!row) throw notFound();
      const length = Date.parse(row.endsAt) - Date.parse(row.startsAt);
      // The variants go with the sale's new window, so the overlap rule runs again (server/content/flash-sale.resource.ts).
      const items = (row.items as SaleItemRow[]).map((i) => ({
        variantId: i.variantId,
        salePrice: i.salePrice === null ? null : Number(i.salePrice),
        discountPercent: i.discountPercent,
      }));
      return {
        source: flashSaleBinding.source as unknown as SearchSource,
        values: { startsAt: start, endsAt: new Date(start.getTime() + length), items },
      };
    }
    case 'promo-code': {
      const row = await readRow(db, promoCodeBinding.source, id);
      if (!row) throw notFound();
      const days = Math.round((Date.parse(row.endDate) - Date.parse(row.startDate)) / DAY);
      const startDate = shopDayOf(start);
      return {
        source: promoCodeBinding.source as unknown as SearchSource,
        values: { startDate, endDate: addDays(startDate, days) },
      };
    }
    case 'slider':
    case 'feature-section': {
      const binding = kind === 'slider' ? sliderBinding : featureSectionBinding;
      const row = (await readRow(db, binding.source as unknown as SearchSource, id)) as
        | { startsAt: string | null; endsAt: string | null }
        | undefined;
      if (!row) throw notFound();
      if (row.startsAt === null) throw badRequest(CALENDAR_MESSAGES.noStart, 'start');
      const endsAt =
        row.endsAt === null ? null : new Date(start.getTime() + Date.parse(row.endsAt) - Date.parse(row.startsAt));
      return { source: binding.source as unknown as SearchSource, values: { startsAt: start, endsAt } };
    }
    case 'blog': {
      const row = await readRow(db, blogBinding.source, id);
      if (!row) throw notFound();
      return { source: blogBinding.source as unknown as SearchSource, values: { publishAt: start } };
    }
  }
}

/** Moves entry `kind`/`id`, read at `version`, to start at `start`; returns it as the calendar shows it now. */
export async function reschedule(db: Db, request: RescheduleRequest): Promise<CalendarEntry> {
  const start = new Date(request.start);
  const { source, values } = await movedValues(db, request.kind, request.id, start);
  await updateRow(db, source, request.id, request.version, values, 'reschedule');
  // The moved entry meets the instant it now starts at (a promo code's day begins at or before it).
  const [entry] = (await READERS[request.kind](db, { from: start, to: new Date(start.getTime() + 1) })).filter(
    (e) => e.id === request.id,
  );
  return entry;
}
