import { describe, expect, it } from 'vitest';
import { describeSmtpError } from './smtp-transport';

const where = { host: 'smtp.shop.test', port: 587 };
const failure = (code: string, message: string, response?: string) => Object.assign(new Error(message), { code, response });

describe('describeSmtpError', () => {
  it.each([
    [failure('ESOCKET', 'connect ECONNREFUSED 10.0.0.1:587'), 'The SMTP server at smtp.shop.test:587 refused the connection: check the host and port.'],
    [failure('EDNS', 'getaddrinfo ENOTFOUND smtp.shop.test'), 'The SMTP server name smtp.shop.test could not be found: check the host.'],
    [failure('ETIMEDOUT', 'Connection timeout'), 'The SMTP server at smtp.shop.test:587 did not answer in time: check the host, port and security.'],
    [failure('EAUTH', 'Invalid login: 535 5.7.8 Bad credentials', '535 5.7.8 Bad credentials'), 'The SMTP server refused the username or password (535 5.7.8 Bad credentials).'],
    [failure('ESOCKET', 'unable to verify the first certificate'), 'A secure connection to smtp.shop.test:587 could not be made: check the security setting.'],
    [failure('EENVELOPE', 'Mail command failed', '550 Sender rejected'), 'The SMTP server refused the sender or recipient (550 Sender rejected).'],
    [failure('EMESSAGE', 'x', '552 Message too large'), 'The SMTP server answered: 552 Message too large'],
    [new Error('something odd'), 'The e-mail could not be sent through smtp.shop.test:587.'],
  ])('words %s for the shop', (error, words) => {
    expect(describeSmtpError(error, where)).toBe(words);
  });

  it('keeps a long server reply short and on one line', () => {
    const words = describeSmtpError(failure('EMESSAGE', 'x', `554 ${'x'.repeat(500)}\r\n more`), where);
    expect(words.length).toBeLessThan(260);
    expect(words).not.toMatch(/[\r\n]/);
  });
});
