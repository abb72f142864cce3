/**
 * The README stays a front page (issue 41: at most 200 lines) and the docs it links to stay whole: every link to a
 * file of the repository resolves, a link's #section names a heading of its target, a path written as code
 * (`server/app.ts`) names a file or folder that is there, every environment variable the server reads has a row in
 * docs/operations.md, and every npm script is named in the README or docs/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './module-graph';

const MAX_README_LINES = 200;
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const DOCS = [
  'README.md',
  'bench/README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The text outside fenced code blocks, where a link or heading means one. */
const prose = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** GitHub's anchor for a heading (github-slugger): lower case, punctuation dropped, each space a hyphen. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** Every anchor a markdown file offers, numbered as GitHub numbers repeated headings. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    anchors.add(count === 0 ? base : `${base}-${count}`);
    seen.set(base, count + 1);
  }
  return anchors;
}

/** The local targets of a file's inline links: `[text](path#anchor)`, leaving out web addresses. */
function localLinks(markdown: string): string[] {
  const targets = [...prose(markdown).matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** What is wrong with one link of `from`, or undefined when it resolves. */
function brokenLink(from: string, target: string): string | undefined {
  const [path, anchor] = target.split('#', 2) as [string, string | undefined];
  const file = path === '' ? from : relative(ROOT, join(ROOT, dirname(from), decodeURIComponent(path)));
  if (file.startsWith('..') || !existsSync(join(ROOT, file))) return `${from}: ${target} (no file ${file})`;
  if (anchor === undefined || !file.endsWith('.md')) return undefined;
  return anchorsOf(read(file)).has(anchor) ? undefined : `${from}: ${target} (no heading #${anchor} in ${file})`;
}

/** Paths written as code that name a file of one of the trees, leaving out patterns (`server/<area>/`, `*.api.test.ts`). */
const TREES = /^(contract|machines|server|src|tests|scripts|bench|docs|\.ci)\//;
const codePaths = (markdown: string) =>
  [...prose(markdown).matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1])
    .filter((path) => TREES.test(path) && !/[<>*…{}]/.test(path));

describe('README and docs', () => {
  it(`keeps the README within ${MAX_README_LINES} lines`, () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('links only to files and headings that exist', () => {
    const broken = DOCS.flatMap((file) => localLinks(read(file)).map((target) => brokenLink(file, target))).filter(
      Boolean,
    );
    expect(broken).toEqual([]);
  });

  it('names only files and folders that exist when it writes a path as code', () => {
    const missing = DOCS.flatMap((file) =>
      codePaths(read(file))
        .filter((path) => !existsSync(join(ROOT, path)))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('links the README to every page of docs/', () => {
    const linked = new Set(localLinks(read('README.md')).map((target) => target.split('#')[0]));
    expect(DOCS.filter((file) => file.startsWith('docs/') && !linked.has(file))).toEqual([]);
  });

  it('documents every environment variable the server reads in docs/operations.md', () => {
    const config = read('server/config.ts');
    const schema = config.slice(
      config.indexOf('const EnvSchema'),
      config.indexOf('});', config.indexOf('const EnvSchema')),
    );
    const variables = [...schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(variables.length).toBeGreaterThan(10);
    const operations = read('docs/operations.md');
    expect(variables.filter((name) => !operations.includes(`| \`${name}\` |`))).toEqual([]);
  });

  it('names every npm script in the README or docs/', () => {
    const text = DOCS.map(read).join('\n');
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const named = (script: string) =>
      text.includes(`npm ${script}`) || text.includes(`npm run ${script}`) || text.includes(`\`${script}\``);
    expect(scripts.filter((script) => !named(script))).toEqual([]);
  });
});

describe('the link check itself', () => {
  it('reads GitHub anchors from headings with code and punctuation', () => {
    expect([
      ...anchorsOf(
        "## Search (`npm run bench:search`, `bench/search.bench.ts`)\n## A resource's routes\n## E-mail\n## E-mail",
      ),
    ]).toEqual(['search-npm-run-benchsearch-benchsearchbenchts', 'a-resources-routes', 'e-mail', 'e-mail-1']);
  });

  it('finds a missing file and a missing heading, and leaves web addresses and code blocks alone', () => {
    const links = localLinks('[a](docs/nowhere.md) [b](https://example.com) [c](#missing)\n```\n[d](nope.md)\n```\n');
    expect(links).toEqual(['docs/nowhere.md', '#missing']);
    expect(brokenLink('README.md', 'docs/nowhere.md')).toContain('no file');
    expect(brokenLink('README.md', '#missing')).toContain('no heading');
    expect(brokenLink('README.md', 'docs/operations.md#configuration')).toBeUndefined();
  });

  it('takes paths written as code, not patterns or names alone', () => {
    expect(
      codePaths('`server/app.ts`, `server/<area>/`, `server/**/*.api.test.ts`, `x.ts`, `DATA_DIR/media/`'),
    ).toEqual(['server/app.ts']);
    expect(DOCS.flatMap((file) => codePaths(read(file))).length).toBeGreaterThan(20);
  });
});
