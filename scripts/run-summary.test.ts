/** What `.ci/run` prints at its end (run-summary.ts). */
import { describe, expect, it } from 'vitest';
import { runSummary } from './run-summary';

describe("CI's closing summary", () => {
  it("gives the run's time in its parts and the slowest files first, at most ten", () => {
    const files = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`unit:f${i}.test.ts`, i + 0.25]));
    const lines = runSummary(905, 60, { seconds: 800, files: { ...files, 'e2e:tests/e2e/a.e2e.test.ts': 117.44 } });
    expect(lines[0]).toBe('Run time: 15 min 5 s (905 s): install 60 s, type-check and lint 45 s, tests 800 s');
    expect(lines[1]).toBe('The 10 slowest of 13 test files (setup, import and tests, in seconds):');
    expect(lines.slice(2, 4)).toEqual(['  117.4  e2e   tests/e2e/a.e2e.test.ts', '   11.3  unit  f11.test.ts']);
    expect(lines).toHaveLength(12);
  });

  it('counts the files that ran without a time hint, which a fresh clone orders by guess', () => {
    const times = { seconds: 10, files: { 'unit:a.test.ts': 1, 'unit:b.test.ts': 2, 'api:c.api.test.ts': 3 } };
    expect(runSummary(20, 5, times, 10, { 'unit:a.test.ts': 1, 'api:c.api.test.ts': 2 }).at(-1)).toMatch(
      /^1 of them had no time hint in tests\/file-times\.json and was ordered by guess: npm run test:times -- /,
    );
    expect(runSummary(20, 5, times, 10, { ...times.files }).at(-1)).toMatch(/^ +1\.0 +unit +a\.test\.ts$/);
  });

  it('says so when the tests did not run (an install failed)', () => {
    expect(runSummary(42, 0, undefined)).toEqual([
      'Run time: 0 min 42 s (42 s); install 0 s; no test times (the tests did not run)',
    ]);
  });
});
