import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretsCipher } from '../platform/secrets/cipher';
import { openSmtpPassword, sameDestination, sealSmtpPassword } from './smtp-password';

const secrets = createSecretsCipher(randomBytes(32));
const relay = { host: 'smtp.shop.test', port: 587, security: 'starttls' as const };

describe('SMTP password bound to its server', () => {
  it('opens for the server it was sealed for, however the host is spelled', () => {
    const sealed = sealSmtpPassword(secrets, 'Relay-Secret-1', relay);
    expect(openSmtpPassword(secrets, sealed, { ...relay, host: 'SMTP.shop.test.' })).toEqual({
      status: 'ok',
      password: 'Relay-Secret-1',
    });
  });

  it.each([
    ['another host', { ...relay, host: '127.0.0.1' }],
    ['another port', { ...relay, port: 2525 }],
    ['weaker security', { ...relay, security: 'none' as const }],
  ])('gives nothing for %s', (_, elsewhere) => {
    expect(openSmtpPassword(secrets, sealSmtpPassword(secrets, 'Relay-Secret-1', relay), elsewhere)).toEqual({
      status: 'elsewhere',
    });
    expect(sameDestination(relay, elsewhere)).toBe(false);
  });

  it("treats a password sealed before the binding as belonging elsewhere, and another key's as unreadable", () => {
    expect(openSmtpPassword(secrets, secrets.seal('Relay-Secret-1'), relay)).toEqual({ status: 'elsewhere' });
    expect(openSmtpPassword(secrets, secrets.seal('{"password":"x"}'), relay)).toEqual({ status: 'elsewhere' });
    expect(openSmtpPassword(secrets, createSecretsCipher(randomBytes(32)).seal('x'), relay)).toEqual({
      status: 'unreadable',
    });
  });
});
