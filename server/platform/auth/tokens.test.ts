import { describe, expect, it, vi } from 'vitest';
import { createTokenService, hashRefreshToken, newRefreshToken } from './tokens';

const SECRET = 'unit-test-secret-unit-test-secret-0123';
const claims = { userId: 7, role: 'Staff', familyId: '2b7c0f7e-1b7a-4c55-9a55-3f1d1c0a9e11', remember: true };

describe('access tokens', () => {
  it('round-trips the claims with an expiry ACCESS_TOKEN_TTL from now', async () => {
    const tokens = createTokenService(SECRET, 900);
    const { token, expiresIn } = await tokens.signAccess(claims);
    const verified = await tokens.verifyAccess(token);
    expect(expiresIn).toBe(900);
    expect(verified).toMatchObject(claims);
    expect(verified!.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(895);
  });

  it('refuses a remembered token once it expires', async () => {
    const tokens = createTokenService(SECRET, 60);
    const { token } = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toMatchObject(claims);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      expect(await tokens.verifyAccess(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an expired token, a token of another key, and garbage', async () => {
    const tokens = createTokenService(SECRET, 900);
    const { token: old } = await tokens.signAccess(claims, Date.now() - 3600_000);
    expect(await tokens.verifyAccess(old)).toBeNull();
    const { token: foreign } = await createTokenService(`${SECRET}-other`, 900).signAccess(claims);
    expect(await tokens.verifyAccess(foreign)).toBeNull();
    expect(await tokens.verifyAccess('not-a-token')).toBeNull();
  });

  it('refuses an unsigned (alg none) token', async () => {
    const tokens = createTokenService(SECRET, 900);
    const { token } = await tokens.signAccess(claims);
    const [, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await tokens.verifyAccess(unsigned)).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('are long random strings stored as their sha256', () => {
    const a = newRefreshToken();
    const b = newRefreshToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token.length).toBeGreaterThanOrEqual(43);
    expect(a.hash).toBe(hashRefreshToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
