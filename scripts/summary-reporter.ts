/**
 * Prints one closing line in the plain form CI reads: `Tests: N passed, N failed, N skipped`.
 * A module that failed to load counts as a failure, so a broken file never passes silently.
 * Writes the run's wall time and each file's time to artifacts/test-times.json (or $TEST_TIMES), which `.ci/run`
 * prints the slowest of at its end (scripts/run-summary.ts).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { TEST_TIMES, type TestTimes } from './run-summary';

/** A file's time: setting up its environment, importing it, and its tests and hooks. */
function seconds(mod: TestModule): number {
  const d = mod.diagnostic();
  return (
    Math.round(d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) / 1000
  );
}

export default class SummaryReporter implements Reporter {
  private started = performance.now();

  onTestRunStart() {
    this.started = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const mod of testModules) {
      if (mod.state() === 'failed' && [...mod.children.allTests()].length === 0) failed++;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    const times: TestTimes = {
      seconds: Math.round(performance.now() - this.started) / 1000,
      files: Object.fromEntries(
        testModules.map((mod) => [`${mod.project.name}:${mod.relativeModuleId}`, seconds(mod)]),
      ),
    };
    // Written whole, then renamed: a reader never sees half a file.
    mkdirSync(dirname(TEST_TIMES), { recursive: true });
    writeFileSync(`${TEST_TIMES}.${process.pid}`, `${JSON.stringify(times, null, 1)}\n`);
    renameSync(`${TEST_TIMES}.${process.pid}`, TEST_TIMES);
    console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
