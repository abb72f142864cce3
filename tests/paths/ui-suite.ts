/**
 * The browser test of a group of UI adapters (issue 17): for each, walks that take every transition the generated
 * paths take (machines/platform/testing/walks.ts) where the adapter says so, else the fewest shortest paths that do, each
 * walked from a fresh screen with the state checked after every step. An adapter that lacks a gesture or a check for
 * what the paths need fails before any path runs. Each machine's result goes to the QA report (./report.ts), which every group's file rewrites with
 * all the results there are; the groups are files of their own so the runner walks them side by side.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { MACHINE_MODELS } from '../../machines/models';
import { coverage, coveringPaths, transitionPaths } from '../../machines/platform/model';
import { coveringWalks } from '../../machines/platform/walks';
import { portalAndBrowser, TIMEOUT_SCALE, type E2eOptions } from '../support/e2e';
import { saveMachineReport, type MachineReport } from './report';
import { adapterGaps, type UiAdapter } from './ui-adapter';
import { walkUiPath, type PathResult } from './walk';

export interface AdapterOnScreen {
  adapter: UiAdapter;
  /** The screen its paths are walked on, as the report names it. */
  screen: string;
}

export function describeUiPaths(adapters: readonly AdapterOnScreen[], options: E2eOptions = { orders: 40 }): void {
  const e2e = portalAndBrowser(options);
  const reports: MachineReport[] = [];
  afterAll(async () => {
    for (const report of reports) console.info(`UI paths report: ${await saveMachineReport(report)}`);
  });

  describe('machine paths through the real screens', () => {
    for (const { adapter, screen } of adapters) {
      it(
        `${adapter.model}: every generated path passes on ${screen}`,
        async () => {
          const model = MACHINE_MODELS.find((m) => m.name === adapter.model);
          if (!model) throw new Error(`no machine model named '${adapter.model}' (machines/models.ts)`);
          // Walks that take every transition the generated paths take, each going on to the nearest one not yet taken (a
          // walk's start, a fresh screen, costs seconds, a step a fraction of one), or else the fewest shortest paths that do.
          const paths = adapter.walks ? coveringWalks(model) : coveringPaths(model, transitionPaths(model));
          const gaps = adapterGaps(model, adapter, paths);
          const results: PathResult[] = [];
          const report: MachineReport = {
            machine: model.name,
            screen,
            coverage: coverage(model, []),
            gaps,
            paths: results,
          };
          reports.push(report);
          expect(gaps).toEqual([]);
          const page = await e2e.signedInPage();
          for (const path of paths) results.push(await walkUiPath(page, adapter, path, e2e.portal));
          report.coverage = coverage(
            model,
            paths.filter((_, i) => results[i].passed),
          );
          const failures = results
            .filter((r) => !r.passed)
            .map((r) => {
              const step = r.steps.findIndex((s) => s.outcome === 'failed');
              return `${r.description}: step ${step} (${r.steps[step].event} → ${r.steps[step].expected}): ${r.steps[step].error}`;
            });
          expect(failures).toEqual([]);
          // Its waits scale with E2E_TIMEOUT_SCALE (a loaded machine), so does the whole walk's.
        },
        300_000 * TIMEOUT_SCALE,
      );
    }
  });
}
