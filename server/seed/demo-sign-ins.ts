/**
 * The demo sign-ins as they stand in the database: the start-up banner prints a password only while it still
 * signs in (a demo user whose password was changed, reset or who was deactivated or removed is named as such).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { portalUsers } from '../platform/auth/schema';
import { verifyPassword } from '../platform/auth/passwords';
import { demoAccounts, type DemoAccount } from './accounts';

/** A demo account and whether its printed password signs in today. */
export interface DemoSignIn {
  account: DemoAccount;
  state: 'works' | 'password changed' | 'inactive' | 'removed';
}

/** Each demo account checked against its stored user (one verify per account: about 20 ms each). */
export async function demoSignIns(db: Db): Promise<DemoSignIn[]> {
  const accounts = demoAccounts();
  const rows = await db
    .select({ username: portalUsers.username, status: portalUsers.status, passwordHash: portalUsers.passwordHash })
    .from(portalUsers)
    .where(
      inArray(
        portalUsers.username,
        accounts.map((a) => a.username),
      ),
    );
  const byName = new Map(rows.map((row) => [row.username, row]));
  return Promise.all(
    accounts.map(async (account): Promise<DemoSignIn> => {
      const row = byName.get(account.username);
      if (!row) return { account, state: 'removed' };
      if (!(await verifyPassword(row.passwordHash, account.password))) return { account, state: 'password changed' };
      return { account, state: row.status === 'Active' ? 'works' : 'inactive' };
    }),
  );
}

/** The banner's lines: the password where it works, else what became of the account. */
export function demoSignInLines(signIns: readonly DemoSignIn[]): string[] {
  if (signIns.length === 0) return [];
  const lines = signIns.map(
    ({ account, state }) =>
      `  ${account.username.padEnd(10)} ${(state === 'works' ? account.password : `(${state})`).padEnd(18)} ${account.role}`,
  );
  return ['Demo sign-ins (created with the demo data):', ...lines];
}
