/**
 * A clean console on every screen (issue 40 item 17): every browser context a test file opens through the support
 * reports its console errors and warnings and its uncaught page errors here, and a test whose pages logged one it did
 * not expect fails, whatever it asserted.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach } from 'vitest';

/**
 * Lines no test fails on, each with its reason. Chromium itself (not the portal) logs "Failed to load resource: the
 * server responded with a status of N" for every answer that is not a success: a refusal (401 re-login, 404, 409
 * conflict, 422 field messages, 429) is an answer the portal handles and shows in its own words, and the UI paths answer
 * held requests with 5xx on purpose to walk the failure states; so these lines are ignored in general. A server fault
 * still fails its test: the page shows the failure where the test expects its result.
 */
const ALWAYS_ALLOWED: readonly RegExp[] = [
  /^Failed to load resource: the server responded with a status of [45]\d\d\b/,
  // The browser's own reports of what tests provoke on purpose (an unreachable CDN, a refused connection, a plain-http
  // origin): they are not the portal's words; its own warnings, React's and Blueprint's, and page errors still fail.
  /^Failed to load resource: net::ERR_/,
  /violates the following Content Security Policy directive/,
  /Cross-Origin-Opener-Policy header has been ignored/,
];

export interface ConsoleWatch {
  /** Collects the context's console errors and warnings and its pages' uncaught errors (popups' too). */
  watch(context: BrowserContext): void;
  /** Allows, for the current test only, a line the test provokes on purpose (say why beside the call). */
  expectConsole(pattern: RegExp): void;
  /** The unexpected lines since the last call, cleared; the allowances end with them. */
  takeUnexpected(): string[];
}

export function consoleWatch(): ConsoleWatch {
  const seen: string[] = [];
  const allowed: RegExp[] = [];
  return {
    watch(context) {
      context.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const { url } = message.location();
        seen.push(`console.${message.type()}: ${message.text()}${url ? ` (${url})` : ''}`.slice(0, 2_000));
      });
      context.on('weberror', (error) => {
        const thrown = error.error();
        seen.push(
          `The page threw (${error.page()?.url() ?? 'no page'}): ${thrown.stack ?? thrown.message}`.slice(0, 2_000),
        );
      });
    },
    expectConsole(pattern) {
      allowed.push(pattern);
    },
    takeUnexpected() {
      const patterns = [...ALWAYS_ALLOWED, ...allowed.splice(0)];
      return seen.splice(0).filter((line) => !patterns.some((pattern) => pattern.test(text(line))));
    },
  };
}

/** A console line without its `console.<type>: ` prefix, as the patterns are written. */
function text(line: string): string {
  return line.replace(/^console\.\w+: /, '');
}

/** A watch whose unexpected lines fail the test (or, logged after the last test, the file): for files without portalAndBrowser. */
export function checkedConsoles(): ConsoleWatch {
  const consoles = consoleWatch();
  const check = (when: string) => {
    const unexpected = consoles.takeUnexpected();
    if (unexpected.length) throw new Error(`The console said what ${when} did not expect:\n${unexpected.join('\n')}`);
  };
  afterEach(() => check('the test'));
  afterAll(() => check('no test'));
  return consoles;
}
