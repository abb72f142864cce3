/** Reading portal users for the PORTAL_USERS screen: the list with its filters, one user, and the last sign-in of each (a column sign-in sets). */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { PORTAL_USER_SEARCH_CAP, type PortalUser, type PortalUserSearch } from '../../contract/people/portal-users';
import type { ModuleAccess, Role } from '../../contract/platform/permissions';
import type { Db } from '../db/client';
import { portalUsers } from '../platform/auth/schema';

const columns = {
  id: portalUsers.id,
  name: portalUsers.name,
  username: portalUsers.username,
  email: portalUsers.email,
  role: portalUsers.role,
  status: portalUsers.status,
  moduleAccess: portalUsers.moduleAccess,
  version: portalUsers.version,
  createdAt: portalUsers.createdAt,
  updatedAt: portalUsers.updatedAt,
  lastSignInAt: portalUsers.lastSignInAt,
};

type Selected = { [K in keyof typeof columns]: unknown };
const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** A row as the contract reads it (never the password hash: it is not selected). */
function toPortalUser(row: Selected): PortalUser {
  return {
    id: row.id as number,
    name: row.name as string,
    username: row.username as string,
    email: row.email as string,
    role: row.role as Role,
    status: row.status as PortalUser['status'],
    moduleAccess: row.moduleAccess as ModuleAccess,
    version: row.version as number,
    lastSignInAt: iso(row.lastSignInAt),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users matching the filters, by name; at most PORTAL_USER_SEARCH_CAP, with the total that matched. */
export async function searchPortalUsers(
  db: Db,
  filters: PortalUserSearch,
): Promise<{ rows: PortalUser[]; total: number }> {
  const where: SQL[] = [];
  if (filters.text) {
    const like = containing(filters.text);
    where.push(or(ilike(portalUsers.name, like), ilike(portalUsers.username, like), ilike(portalUsers.email, like))!);
  }
  if (filters.role) where.push(eq(portalUsers.role, filters.role));
  if (filters.status) where.push(eq(portalUsers.status, filters.status));
  const condition = where.length > 0 ? and(...where) : undefined;
  const rows = await db
    .select(columns)
    .from(portalUsers)
    .where(condition)
    .orderBy(asc(sql`lower(${portalUsers.name})`), asc(portalUsers.id))
    .limit(PORTAL_USER_SEARCH_CAP);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(portalUsers).where(condition);
  return { rows: rows.map(toPortalUser), total: Number(count) };
}

/** One user, or undefined. */
export async function findPortalUser(db: Db, id: number): Promise<PortalUser | undefined> {
  const [row] = await db.select(columns).from(portalUsers).where(eq(portalUsers.id, id));
  return row ? toPortalUser(row) : undefined;
}
