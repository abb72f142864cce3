/**
 * Every machine with a UI adapter walks its generated paths through the real screens (issue 17): the fewest shortest
 * paths that take every transition (machines/testing/model.ts), each from a fresh screen, the state checked after every step. An adapter
 * that lacks a gesture or a check for what the paths need fails here before any path runs. The report for QA is
 * written to artifacts/paths/ui-report.html (`npm run test:paths -- --ui`).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { MACHINE_MODELS } from '../../machines/models';
import { coverage, coveringPaths, transitionPaths } from '../../machines/testing/model';
import { writeReport, type MachineReport } from '../paths/report';
import { adapterGaps, type UiAdapter } from '../paths/ui-adapter';
import { walkUiPath, type PathResult } from '../paths/walk';
import { portalAndBrowser } from '../support/e2e';
import { calendarRescheduleAdapter } from './adapters/calendar-reschedule.adapter';
import { confirmAdapter } from './adapters/confirm.adapter';
import { walletAdjustmentAdapter } from './adapters/wallet-adjustment.adapter';

/** The adapters, each with the screen its paths are walked on. */
const ADAPTERS: { adapter: UiAdapter; screen: string }[] = [
  { adapter: confirmAdapter, screen: 'Tax: Activate / Deactivate' },
  { adapter: calendarRescheduleAdapter, screen: 'Content Calendar: an entry moved a day on' },
  { adapter: walletAdjustmentAdapter, screen: 'Customer wallets: Credit or debit' },
];

const e2e = portalAndBrowser({ orders: 40 });
const reports: MachineReport[] = [];

afterAll(async () => {
  if (reports.length) console.info(`UI paths report: ${await writeReport(reports)}`);
});

describe('machine paths through the real screens', () => {
  for (const { adapter, screen } of ADAPTERS) {
    it(`${adapter.model}: every generated path passes on ${screen}`, async () => {
      const model = MACHINE_MODELS.find((m) => m.name === adapter.model);
      if (!model) throw new Error(`no machine model named '${adapter.model}' (machines/models.ts)`);
      // The fewest shortest paths that take every transition the generated ones take (a browser step costs ~100 ms).
      const paths = coveringPaths(model, transitionPaths(model));
      const gaps = adapterGaps(model, adapter, paths);
      const results: PathResult[] = [];
      const report: MachineReport = { machine: model.name, screen, coverage: coverage(model, []), gaps, paths: results };
      reports.push(report);
      expect(gaps).toEqual([]);
      const page = await e2e.signedInPage();
      for (const path of paths) results.push(await walkUiPath(page, adapter, path, e2e.portal));
      report.coverage = coverage(model, paths.filter((_, i) => results[i].passed));
      const failures = results.filter((r) => !r.passed).map((r) => {
        const step = r.steps.findIndex((s) => s.outcome === 'failed');
        return `${r.description}: step ${step} (${r.steps[step].event} → ${r.steps[step].expected}): ${r.steps[step].error}`;
      });
      expect(failures).toEqual([]);
    });
  }
});
