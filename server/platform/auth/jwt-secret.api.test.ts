import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_API } from '../../../contract/dashboard/dashboard';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/transaction';
import { seedDemo } from '../../seed';
import { getWithToken, signInAs } from '../../test-support/requests';
import { createTestDatabase, ENGINES, testConfig } from '../../test-support/test-app';
import { jwtKeyFileIn, resolveJwtSecret } from './jwt-secret';

describe.each(ENGINES)('the generated access-token key on %s', (engine) => {
  let database: Database;
  let drop: () => Promise<void>;
  let dataDir: string;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase(engine));
    await seedDemo(database.db, { orders: 0 });
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-key-'));
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  const config = () => testConfig({ jwtSecret: undefined, dataDir });
  const storedKeys = () => queryRows(database.db, sql`select key from system_settings where key = 'jwt_secret'`);

  it('keeps the key in an owner-only file in DATA_DIR, not in the database, and a restart reuses it', async () => {
    const first = await buildApp({ config: config(), db: database.db, engine });
    const { token } = await signInAs(first, 'admin', 'Admin@12345');
    await first.close();
    const file = jwtKeyFileIn(dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await storedKeys()).toEqual([]);
    const key = (await readFile(file, 'utf8')).trim();
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(JSON.stringify(await queryRows(database.db, sql`select * from system_settings`))).not.toContain(key);

    const restarted = await buildApp({ config: config(), db: database.db, engine });
    expect((await getWithToken(restarted, DASHBOARD_API.summary, token)).statusCode).toBe(200);
    await restarted.close();
  });

  it('moves a key an older version kept in the database into the file, and deletes it there', async () => {
    await rm(jwtKeyFileIn(dataDir));
    const legacy = 'legacy-key-from-the-database-0123456789abcdef';
    await database.db.execute(sql`insert into system_settings (key, value) values ('jwt_secret', ${legacy})`);
    expect(await resolveJwtSecret(database.db, config())).toBe(legacy);
    expect((await readFile(jwtKeyFileIn(dataDir), 'utf8')).trim()).toBe(legacy);
    expect(await storedKeys()).toEqual([]);
  });

  it('makes a key file others could read owner-only again', async () => {
    const file = jwtKeyFileIn(dataDir);
    await chmod(file, 0o644);
    await resolveJwtSecret(database.db, config());
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('refuses a damaged key file with a message naming it', async () => {
    await writeFile(jwtKeyFileIn(dataDir), 'short', { mode: 0o600 });
    await expect(resolveJwtSecret(database.db, config())).rejects.toThrow(/jwt-signing.key is damaged/);
  });
});
