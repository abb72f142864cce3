/** The shop's company row: logo details for the login screen. */
import { eq } from 'drizzle-orm';
import type { CompanyLogoDetails } from '../../contract/company/company';
import type { Db } from '../db/client';
import { company } from './schema';

export type CompanyRow = typeof company.$inferSelect;

/** The company row; a database without one is not set up, which is a server fault. */
export async function getCompany(db: Db): Promise<CompanyRow> {
  const [row] = await db.select().from(company).where(eq(company.id, 1));
  if (!row) throw new Error('The company row is missing: the database has not been seeded');
  return row;
}

/** Seed §3 "Company logo details". */
export function logoDetailsOf(row: CompanyRow): CompanyLogoDetails {
  return {
    companyName: row.name,
    logoImage: row.logoImage,
    faviconImage: row.faviconImage,
    cdnThirtdPartyEndPoint: row.cdnMainBase,
    cdnLocalEndPoint: row.cdnLocalBase,
    currency: row.currency,
  };
}
