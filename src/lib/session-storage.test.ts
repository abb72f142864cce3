import { describe, expect, it } from 'vitest';
import type { SessionOutput } from '../../contract';
import { SESSION_STORAGE_KEY, clearStoredSession, loadStoredSession, saveSession } from './session-storage';
import type { StorageAreas } from './session-storage';

const memory = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};
const areas = () => ({ local: memory(), session: memory() }) satisfies StorageAreas;

const output = (remember: boolean): SessionOutput => ({
  token: 'access',
  refreshtoken: 'refresh',
  expiresIn: 900,
  remember,
  subscriptionStatus: 'free',
  userDetails: {
    id: 1,
    username: 'admin',
    email: 'admin@example.in',
    name: 'Admin',
    role: 'MasterAdmin',
    userType: 'Portal User',
    portalUser: true,
    moduleAccess: {},
  },
});

describe('session storage', () => {
  it('keeps a remembered session in localStorage only', () => {
    const a = areas();
    saveSession(output(true), a);
    expect(a.local.map.has(SESSION_STORAGE_KEY)).toBe(true);
    expect(a.session.map.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(loadStoredSession(a)).toMatchObject({ token: 'access', refreshtoken: 'refresh', remember: true });
  });

  it('keeps a session without remember-me in sessionStorage and drops an older remembered one', () => {
    const a = areas();
    saveSession(output(true), a);
    saveSession(output(false), a);
    expect(a.local.map.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(loadStoredSession(a)).toMatchObject({ remember: false, userDetails: { username: 'admin' } });
  });

  it('forgets the session in both areas', () => {
    const a = areas();
    saveSession(output(true), a);
    clearStoredSession(a);
    expect(loadStoredSession(a)).toBeNull();
  });

  it('treats corrupt or foreign data as no session', () => {
    const a = areas();
    a.local.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(loadStoredSession(a)).toBeNull();
    a.local.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 1 }));
    expect(loadStoredSession(a)).toBeNull();
  });
});
