import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './pg-errors';

/** A driver error as node-postgres makes it (`code` set), wrapped as drizzle wraps it (`cause`). */
const wrapped = (inner: Error) => Object.assign(new Error('Failed query: insert into taxes … params: …'), { cause: inner });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it.each([
    ['an immediate stop (admin_shutdown)', withCode('terminating connection due to administrator command', '57P01')],
    ['a crash of another backend', withCode('terminating connection because of crash of another server process', '57P02')],
    ['a server starting up or in recovery', withCode('the database system is not yet accepting connections', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['a refused connect while the server is down', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset socket', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a connection that ended under a query', new Error('Connection terminated unexpectedly')],
    ['a client that lost its connection earlier', new Error('Client has encountered a connection error and is not queryable')],
  ])('says so for %s, through drizzle\'s wrapper too', (_name, error) => {
    expect(isConnectionLost(error)).toBe(true);
    expect(isConnectionLost(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a bad character', withCode('invalid byte sequence', '22021')],
    ['a plain fault', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('does not for %s', (_name, error) => {
    expect(isConnectionLost(wrapped(error))).toBe(false);
  });
});
