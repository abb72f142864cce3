/**
 * The report QA engineers read (issue 17 §2): one static HTML page beside the paths' JSON and Mermaid
 * (artifacts/paths/ui-report.html, and its data as ui-report.json): for each machine walked through the real
 * screens, the coverage of its states and transitions reached through the UI, then each path with its steps —
 * event, expected state, passed/failed/not run — and a screenshot of the step where one failed.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PathResult } from './walk';

export interface MachineReport {
  machine: string;
  screen: string;
  coverage: {
    states: number;
    statesCovered: number;
    transitions: number;
    transitionsCovered: number;
    uncovered: string[];
  };
  gaps: string[];
  paths: PathResult[];
}

export const REPORT_DIR = path.resolve(import.meta.dirname, '../../artifacts/paths');

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pct = (a: number, b: number) => `${b ? Math.round((100 * a) / b) : 100}%`;

function machineSection(m: MachineReport): string {
  const passed = m.paths.filter((p) => p.passed).length;
  const rows = m.paths
    .map((p, n) => {
      const steps = p.steps
        .map(
          (
            s,
            i,
          ) => `<tr class="${s.outcome.replace(' ', '-')}"><td>${i}</td><td><code>${escape(i === 0 ? '(start)' : s.event)}</code></td>
      <td><code>${escape(s.expected)}</code></td><td>${s.outcome}${s.error ? `<div class="error">${escape(s.error)}</div>` : ''}
      ${s.screenshot ? `<img alt="The page where step ${i} failed" src="data:image/png;base64,${s.screenshot}">` : ''}</td></tr>`,
        )
        .join('');
      return `<details${p.passed ? '' : ' open'}><summary class="${p.passed ? 'passed' : 'failed'}">Path ${n + 1}: ${p.passed ? 'passed' : 'FAILED'} — ${escape(p.description)}</summary>
      <table><thead><tr><th>Step</th><th>Event</th><th>Expected state</th><th>Result</th></tr></thead><tbody>${steps}</tbody></table></details>`;
    })
    .join('\n');
  const c = m.coverage;
  return `<section><h2>${escape(m.machine)} <small>on ${escape(m.screen)}</small></h2>
    <p>${passed} of ${m.paths.length} paths passed. Through the UI: states ${c.statesCovered}/${c.states} (${pct(c.statesCovered, c.states)}),
    transitions ${c.transitionsCovered}/${c.transitions} (${pct(c.transitionsCovered, c.transitions)}).</p>
    ${c.uncovered.length ? `<p>Transitions not reached: ${c.uncovered.map((u) => `<code>${escape(u)}</code>`).join(', ')}</p>` : ''}
    ${m.gaps.length ? `<p class="error">Adapter gaps: ${m.gaps.map(escape).join('; ')}</p>` : ''}
    ${rows}</section>`;
}

export function reportHtml(machines: readonly MachineReport[], when = new Date()): string {
  const total = machines.flatMap((m) => m.paths);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Machine paths through the real screens</title>
<style>
  body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #1c2127; background: #fff; }
  h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 28px; } small { font-weight: normal; color: #5f6b7c; }
  table { border-collapse: collapse; margin: 6px 0 12px; } th, td { border: 1px solid #d3d8de; padding: 3px 8px; text-align: left; vertical-align: top; }
  summary { cursor: pointer; padding: 2px 0; } .passed { color: #1c6e42; } .failed, .error { color: #ac2f33; } .not-run { color: #5f6b7c; }
  tr.failed td { background: #fae1e1; } img { display: block; max-width: 720px; border: 1px solid #d3d8de; margin-top: 6px; }
</style></head><body>
<h1>Machine paths through the real screens</h1>
<p>${total.filter((p) => p.passed).length} of ${total.length} paths passed over ${machines.length} machine${machines.length === 1 ? '' : 's'}, walked in Chromium against the
real server and database on ${escape(when.toISOString())}. Each step performs the event in the page and checks the state the machine
says it is in; a failed step shows what the page looked like.</p>
${machines.map(machineSection).join('\n')}
</body></html>`;
}

const slug = (name: string) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-$/, '')
    .toLowerCase();
/** One machine's result with its screenshots, as each group's test file leaves it. */
const MACHINES_DIR = path.join(REPORT_DIR, 'ui-machines');

/**
 * Keeps one machine's result and rewrites the report (HTML, and its JSON without pictures) from every machine's
 * result there is, so groups walked in parallel files end in one page; answers the HTML's path.
 */
export async function saveMachineReport(machine: MachineReport): Promise<string> {
  await mkdir(MACHINES_DIR, { recursive: true });
  await writeFile(path.join(MACHINES_DIR, `${slug(machine.machine)}.json`), JSON.stringify(machine));
  const names = (await readdir(MACHINES_DIR)).filter((f) => f.endsWith('.json')).toSorted();
  const machines: MachineReport[] = [];
  for (const name of names)
    machines.push(JSON.parse(await readFile(path.join(MACHINES_DIR, name), 'utf8')) as MachineReport);
  return writeReport(machines);
}

/** Forgets earlier runs' results (`npm run test:paths -- --ui` starts from none). */
export async function clearMachineReports(): Promise<void> {
  await rm(MACHINES_DIR, { recursive: true, force: true });
}

/** Writes the HTML report and its JSON; answers the HTML's path. */
export async function writeReport(machines: readonly MachineReport[]): Promise<string> {
  await mkdir(REPORT_DIR, { recursive: true });
  const file = path.join(REPORT_DIR, 'ui-report.html');
  await writeFile(file, reportHtml(machines));
  await writeFile(
    path.join(REPORT_DIR, 'ui-report.json'),
    JSON.stringify(
      machines.map((m) => ({
        ...m,
        paths: m.paths.map((p) => ({ ...p, steps: p.steps.map(({ screenshot: _shot, ...s }) => s) })),
      })),
      null,
      2,
    ),
  );
  return file;
}
