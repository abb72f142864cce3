/**
 * Runs the browser project first and each project's files longest first, so the long browser files start at once
 * and the last of them overlaps the API files instead of ending the run alone (vitest's own order is API, browser,
 * unit, longest first only where this machine has run the suite before).
 *
 * A file's time is vitest's from this machine's last run, else the hint in tests/file-times.json (a fresh clone
 * has no cache; `npm run test:times` rewrites it from vitest's record of this machine's runs), else its project's
 * typical time.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const FILE_TIMES = join(import.meta.dirname, '..', 'file-times.json');

/** Browser files first (the longest), then API, then unit; the next project's files start as workers free up. */
const PROJECT_ORDER = ['e2e', 'api', 'unit'];
/** Files stay grouped by project: a worker runs one project's files, and one of another needs a new worker (which imports everything again). */
const rank = (spec: TestSpecification) => PROJECT_ORDER.indexOf(spec.project.name);

/** Seconds a file of the project takes when nothing is known of it. */
const TYPICAL_SECONDS: Record<string, number> = { e2e: 15, api: 3, unit: 0.2 };

/** `project:path` → seconds, as written by scripts/file-times.ts. */
function hints(): Record<string, number> {
  return existsSync(FILE_TIMES) ? (JSON.parse(readFileSync(FILE_TIMES, 'utf8')) as Record<string, number>) : {};
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const hinted = hints();
    const seconds = (spec: TestSpecification): number => {
      const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
      const cached = this.ctx.cache.getFileTestResults(key)?.duration;
      return cached !== undefined ? cached / 1000 : (hinted[key] ?? TYPICAL_SECONDS[spec.project.name] ?? 1);
    };
    const time = new Map(files.map((spec) => [spec, seconds(spec)]));
    return files.toSorted((a, b) => rank(a) - rank(b) || time.get(b)! - time.get(a)!);
  }
}
