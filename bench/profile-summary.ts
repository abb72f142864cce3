/**
 * Where a V8 CPU profile's time went (a `.cpuprofile` from `BENCH_CPU_PROF=<dir>`): the busiest functions by self
 * time and by inclusive time, and self time by package or source folder, as shares of the busy (non-idle) time.
 *
 *   npx tsx bench/profile-summary.ts <file.cpuprofile> [--phases <phases.json>:<phase>] [--from <s>] [--to <s>] [--top <n>] [--timeline]
 *
 * `--phases` keeps the samples taken while a benchmark's phase ran (bench/orders.bench.ts writes orders-phases.json
 * beside the profile: `status`, `actions`, `bulk`); `--from`/`--to` keep a window in seconds from the profile's
 * start; `--timeline` prints the busy share per second first, to find a window.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const IDLE = new Set(['(idle)', '(program)']);

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

/** `name file:line`, the file relative to the project (or its package under node_modules). */
function frameKey({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  const file = url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
  return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
}

/** The package (node_modules/<pkg>), node's own code, or the project's folder two levels deep. */
function areaOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const file = url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (pkg) return pkg[1];
  if (file.startsWith('node:')) return 'node:internal';
  const relative = path.relative(process.cwd(), file).split(path.sep);
  return relative.slice(0, Math.min(2, relative.length - 1)).join('/') || relative[0];
}

/** The windows of `<file>:<phase>` as µs from the profile's start (both count the same monotonic clock). */
function phaseWindows(spec: string | undefined, startTime: number): [number, number][] | null {
  if (!spec) return null;
  const at = spec.lastIndexOf(':');
  const phases = JSON.parse(readFileSync(spec.slice(0, at), 'utf8')) as Record<string, [number, number][]>;
  const windows = phases[spec.slice(at + 1)];
  if (!windows)
    throw new Error(`no phase ${spec.slice(at + 1)} in ${spec.slice(0, at)}: ${Object.keys(phases).join(', ')}`);
  return windows.map(([start, end]) => [start - startTime, end - startTime]);
}

const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);

function main(): void {
  const file = process.argv[2];
  if (!file)
    throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [--from s] [--to s] [--top n] [--timeline]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const from = Number(option('--from') ?? 0) * 1e6;
  const to = Number(option('--to') ?? Number.POSITIVE_INFINITY) * 1e6;
  const windows = phaseWindows(option('--phases'), profile.startTime);
  const top = Number(option('--top') ?? 25);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const areas = new Map<string, number>();
  const perSecond: { busy: number; all: number }[] = [];
  let busy = 0;
  let total = 0;
  let at = 0;
  for (const [i, sampleId] of profile.samples.entries()) {
    at += profile.timeDeltas[i];
    // A sample's time is the gap to the next sample.
    const spent = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(sampleId)!;
    const second = Math.floor(at / 1e6);
    perSecond[second] ??= { busy: 0, all: 0 };
    perSecond[second].all += spent;
    if (IDLE.has(node.callFrame.functionName)) continue;
    perSecond[second].busy += spent;
    if (at < from || at > to || (windows && !windows.some(([start, end]) => at >= start && at <= end))) continue;
    busy += spent;
    total += 1;
    const key = frameKey(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + spent);
    const area = areaOf(node.callFrame);
    areas.set(area, (areas.get(area) ?? 0) + spent);
    const seen = new Set<string>();
    for (let id: number | undefined = sampleId; id !== undefined; id = parent.get(id)) {
      const frameKeyed = frameKey(byId.get(id)!.callFrame);
      if (seen.has(frameKeyed)) continue;
      seen.add(frameKeyed);
      inclusive.set(frameKeyed, (inclusive.get(frameKeyed) ?? 0) + spent);
    }
  }

  const share = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)}%`;
  const list = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [key, us] of [...map].toSorted((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`  ${ms(us)} ms ${share(us)}  ${key}`);
  };
  if (process.argv.includes('--timeline')) {
    console.log('busy share per second:');
    console.log(perSecond.map((s, i) => `${i}:${s ? Math.round((100 * s.busy) / Math.max(1, s.all)) : 0}`).join(' '));
  }
  const window =
    (Number.isFinite(to) || from > 0 ? ` in ${from / 1e6}–${Number.isFinite(to) ? to / 1e6 : 'end'} s` : '') +
    (windows
      ? ` during ${option('--phases')!.split(':').pop()} (${windows.length} windows, ${(windows.reduce((sum, [a, b]) => sum + b - a, 0) / 1e6).toFixed(1)} s)`
      : '');
  console.log(
    `\n${path.basename(file)}: ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s profiled, busy ${(busy / 1e6).toFixed(2)} s${window} (${total} samples)`,
  );
  list('self time by package / folder:', areas);
  list('self time by function:', self);
  list('inclusive time by function:', inclusive);
}

main();
