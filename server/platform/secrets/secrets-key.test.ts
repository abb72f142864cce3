import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveSecretsKey, secretsKeyFileIn } from './secrets-key';

describe('secrets key', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'secrets-key-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('takes SECRETS_KEY when set, and writes no file', async () => {
    const key = randomBytes(32);
    expect((await resolveSecretsKey({ secretsKey: key.toString('base64'), dataDir })).equals(key)).toBe(true);
    await expect(stat(secretsKeyFileIn(dataDir))).rejects.toThrow();
  });

  it('refuses a SECRETS_KEY that is not 32 bytes of base64', async () => {
    await expect(resolveSecretsKey({ secretsKey: randomBytes(20).toString('base64'), dataDir })).rejects.toThrow(
      /SECRETS_KEY must be base64 of 32 bytes/,
    );
  });

  it('creates an owner-only key file on first start and reads the same key on the next', async () => {
    const first = await resolveSecretsKey({ secretsKey: undefined, dataDir });
    const file = secretsKeyFileIn(dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64').equals(first)).toBe(true);
    expect((await resolveSecretsKey({ secretsKey: undefined, dataDir })).equals(first)).toBe(true);
  });

  it('makes a key file others could read owner-only, and refuses a damaged one', async () => {
    const file = secretsKeyFileIn(dataDir);
    await writeFile(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o644 });
    await resolveSecretsKey({ secretsKey: undefined, dataDir });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await writeFile(file, 'short\n');
    await expect(resolveSecretsKey({ secretsKey: undefined, dataDir })).rejects.toThrow(/secrets key file/);
  });

  it('gives two servers starting at once the same key', async () => {
    const [a, b] = await Promise.all([
      resolveSecretsKey({ secretsKey: undefined, dataDir }),
      resolveSecretsKey({ secretsKey: undefined, dataDir }),
    ]);
    expect(a.equals(b)).toBe(true);
  });
});
