import { describe, expect, it } from 'vitest';
import { describeSmtpError } from './smtp-transport';

const where = { host: 'smtp.shop.test', port: 587 };
const failure = (code: string, message: string, response?: string, responseCode?: number) =>
  Object.assign(new Error(message), { code, response, responseCode });

describe('describeSmtpError', () => {
  it.each([
    [
      failure('ESOCKET', 'connect ECONNREFUSED 10.0.0.1:587'),
      'The SMTP server at smtp.shop.test:587 refused the connection: check the host and port.',
    ],
    [
      failure('EDNS', 'getaddrinfo ENOTFOUND smtp.shop.test'),
      'The SMTP server name smtp.shop.test could not be found: check the host.',
    ],
    [
      failure('ETIMEDOUT', 'Connection timeout'),
      'The SMTP server at smtp.shop.test:587 did not answer in time: check the host, port and security.',
    ],
    [
      failure('EAUTH', 'Invalid login: 535 5.7.8 Bad credentials', '535 5.7.8 Bad credentials', 535),
      'The SMTP server refused the username or password (code 535).',
    ],
    [
      failure('ESOCKET', 'unable to verify the first certificate'),
      'A secure connection to smtp.shop.test:587 could not be made: check the security setting.',
    ],
    [
      failure('EENVELOPE', 'Mail command failed', '550 Sender rejected', 550),
      'The SMTP server refused the sender or recipient (code 550).',
    ],
    [failure('EMESSAGE', 'x', '552 Message too large', 552), 'The SMTP server refused the message (code 552).'],
    [
      failure('EPROTOCOL', 'Invalid greeting. response=+OK redis-server 7 ready TLS', '+OK redis-server 7 ready TLS'),
      'The server at smtp.shop.test:587 did not answer as an SMTP server: check the host and port.',
    ],
    [
      failure('EINTERNALHOST', 'outbound host refused'),
      'The SMTP host smtp.shop.test points to a local, private or cloud metadata address: the e-mail was not sent.',
    ],
    [new Error('something odd'), 'The e-mail could not be sent through smtp.shop.test:587.'],
  ])('words %s for the shop', (error, words) => {
    expect(describeSmtpError(error, where)).toBe(words);
  });

  it("never repeats the peer's own text, whatever it answered", () => {
    const banner = 'SSH-2.0-OpenSSH_9.6 secret-internal-banner';
    for (const code of ['EPROTOCOL', 'EAUTH', 'EENVELOPE', 'EMESSAGE', 'ESOCKET', 'EWHATEVER']) {
      const words = describeSmtpError(failure(code, `Invalid greeting. response=${banner}`, banner, 999), where);
      expect(words).not.toContain('OpenSSH');
      expect(words).not.toContain('999');
    }
  });
});
