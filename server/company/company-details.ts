/**
 * The company details section of PORTAL_SETTINGS: name, logo and favicon (library images), currency and
 * address, on the one company row (its version). The paths the open logoDetails call answers follow the
 * chosen images; without one, the built-in image stays.
 */
import { inArray, sql } from 'drizzle-orm';
import type { CompanyDetails, CompanyDetailsUpdateSchema } from '../../contract/company/company-details';
import { CONFLICT_MESSAGES, MESSAGES } from '../../contract/platform/messages';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { company } from './schema';
import { media } from '../platform/media-schema';
import { withTransaction } from '../db/transaction';
import { diffChanges } from '../platform/audit/changes';
import { recordAudit } from '../platform/audit/record';
import { conflict } from '../platform/http/http-errors';
import { getCompany, type CompanyRow } from './company';

/** The images a shop has before it chooses its own (shipped with the portal). */
export const BUILT_IN_LOGO = '/assets/company/logo.svg';
export const BUILT_IN_FAVICON = '/assets/company/favicon.svg';

type Update = z.output<typeof CompanyDetailsUpdateSchema>;

const detailsOf = (row: CompanyRow): CompanyDetails => ({
  companyName: row.name,
  logoMediaId: row.logoMediaId,
  faviconMediaId: row.faviconMediaId,
  logoImage: row.logoImage,
  faviconImage: row.faviconImage,
  currency: row.currency,
  address: row.address ?? null,
  version: row.version,
});

/** The section as the screen shows it. */
export const readCompanyDetails = async (db: Db): Promise<CompanyDetails> => detailsOf(await getCompany(db));

/** The library paths of the chosen images; an id no longer in the library is a 409 on its field. */
async function imagePaths(tx: Db, update: Update): Promise<{ logo: string; favicon: string }> {
  const ids = [update.logoMediaId, update.faviconMediaId].filter((id): id is number => id !== null);
  const rows = ids.length
    ? await tx.select({ id: media.id, path: media.path }).from(media).where(inArray(media.id, ids))
    : [];
  const pathOf = (id: number | null, field: string, builtIn: string) => {
    if (id === null) return builtIn;
    const row = rows.find((r) => r.id === id);
    if (!row) throw conflict(CONFLICT_MESSAGES.referenceGone, field);
    return row.path;
  };
  return {
    logo: pathOf(update.logoMediaId, 'logoMediaId', BUILT_IN_LOGO),
    favicon: pathOf(update.faviconMediaId, 'faviconMediaId', BUILT_IN_FAVICON),
  };
}

/** Saves with the version read (stale → 409), its audit row in the same transaction. */
export const saveCompanyDetails = (db: Db, update: Update) =>
  withTransaction(db, async (tx) => {
    const before = await getCompany(tx);
    const { logo, favicon } = await imagePaths(tx, update);
    const [after] = await tx
      .update(company)
      .set({
        name: update.companyName,
        logoMediaId: update.logoMediaId,
        faviconMediaId: update.faviconMediaId,
        logoImage: logo,
        faviconImage: favicon,
        currency: update.currency,
        address: update.address,
        version: sql`${company.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(sql`${company.id} = 1 and ${company.version} = ${update.version}`)
      .returning();
    if (!after) throw conflict(MESSAGES.staleVersion);
    const { version: _b, ...was } = detailsOf(before);
    const { version: _a, ...now } = detailsOf(after);
    await recordAudit(tx, {
      entity: 'settings',
      entityId: 'companyDetails',
      action: 'update',
      changes: diffChanges(was, now),
    });
    return detailsOf(after);
  });
