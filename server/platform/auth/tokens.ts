/** Access tokens (HS256 JWT, short-lived) and opaque refresh tokens (random, stored only as sha256). */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** What an access token says about its holder. */
export interface AccessClaims {
  userId: number;
  role: string;
  /** The refresh-token family (one sign-in); revoking it ends the session at once. */
  familyId: string;
  remember: boolean;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
  /** "View as this user": the user a Master Admin views the portal as, read-only (server/platform/auth/view-as.ts). */
  viewAs?: number;
}

/** Signs and verifies access tokens with one key. */
export interface TokenService {
  signAccess(
    claims: Omit<AccessClaims, 'expiresAt'>,
    nowMs?: number,
    ttlSeconds?: number,
  ): Promise<{ token: string; expiresIn: number }>;
  /** The claims of a valid, unexpired token; null for anything else. */
  verifyAccess(token: string): Promise<AccessClaims | null>;
}

const ISSUER = 'shop-portal';
/** Verified tokens remembered (a portal tab sends the same token for minutes); the oldest go first. */
const VERIFIED_CACHE_SIZE = 10_000;

/** Token service for a secret and an access-token lifetime in seconds. */
export function createTokenService(secret: string, accessTtlSeconds: number): TokenService {
  // Imported once: jose would otherwise import a raw secret again on every sign and verify (a thread-pool trip each).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, AccessClaims>();
  return {
    async signAccess(claims, nowMs = Date.now(), ttlSeconds = accessTtlSeconds) {
      const now = Math.floor(nowMs / 1000);
      const viewAs = claims.viewAs === undefined ? {} : { va: claims.viewAs };
      const token = await new SignJWT({ role: claims.role, fam: claims.familyId, rem: claims.remember, ...viewAs })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setJti(randomUUID()) // two tokens issued in the same second still differ
        .setSubject(String(claims.userId))
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(await key);
      return { token, expiresIn: ttlSeconds };
    },
    async verifyAccess(token) {
      // The exact token string was verified before: skip the HMAC (a thread-pool trip per request) until it expires.
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt * 1000 > Date.now()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], issuer: ISSUER });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.fam !== 'string' || typeof payload.exp !== 'number')
          return null;
        const claims: AccessClaims = {
          userId,
          role: String(payload.role),
          familyId: payload.fam,
          remember: payload.rem === true,
          expiresAt: payload.exp,
        };
        if (Number.isSafeInteger(payload.va)) claims.viewAs = payload.va as number;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
        return claims;
      } catch {
        return null; // expired, tampered or not a JWT at all
      }
    },
  };
}

/** sha256 of a refresh token, hex: what the database keeps. */
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new opaque refresh token (256 random bits) and its hash. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}
