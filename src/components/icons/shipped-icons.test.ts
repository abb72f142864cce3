import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IconNames } from '@blueprintjs/icons';
import { describe, expect, it } from 'vitest';
import { SHIPPED_ICONS } from './shipped-icons';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ICON_NAMES = new Set<string>(Object.values(IconNames));
const SHIPPED = new Set<string>(SHIPPED_ICONS);

/** The source files that may name an icon: the SPA and the contract (the menu's icons), tests left out. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(ROOT, dir, file));

/** The value written after `icon=` / `icon:` (a string, a `{…}` expression, an object): up to its end. */
function valueAt(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if ('{[('.includes(c)) depth++;
    else if ('}])'.includes(c) && --depth <= 0) return text.slice(start, depth < 0 ? i : i + 1);
    else if (depth === 0 && ',;\n'.includes(c)) return text.slice(start, i);
  }
  return text.slice(start);
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
const iconLiterals = (code: string) =>
  [...code.matchAll(/['"`]([a-z0-9-]+)['"`]/g)].map((m) => m[1]).filter((n) => ICON_NAMES.has(n));

/**
 * Icon names the source gives Blueprint: literals in the value of any `…icon`/`…Icon` prop or property
 * (`icon="add"`, `leftIcon={open ? 'chevron-up' : 'chevron-down'}`, `icon: 'box'`) and in objects named `…ICONS`.
 */
function namedIcons(): Set<string> {
  const names = new Set<string>();
  for (const file of [...sourceFiles('src'), ...sourceFiles('contract')]) {
    const text = withoutComments(readFileSync(file, 'utf8'));
    for (const m of text.matchAll(/\b\w*(?:[iI]con\s*[=:]|ICONS\b[^=\n]*=)\s*/g)) {
      for (const name of iconLiterals(valueAt(text, m.index + m[0].length))) names.add(name);
    }
  }
  return names;
}

describe('shipped icons', () => {
  it('ships every icon the source names, so none renders empty', () => {
    expect([...namedIcons()].filter((name) => !SHIPPED.has(name)).toSorted()).toEqual([]);
  });

  it('ships no icon the source no longer names', () => {
    const named = namedIcons();
    expect([...SHIPPED].filter((name) => !named.has(name)).toSorted()).toEqual([]);
  });

  it('has both sizes of each in Blueprint, as it asks for 20 px paths from size 20 up', () => {
    const missing = SHIPPED_ICONS.flatMap((name) => [16, 20].map((size) => `${size}px/paths/${name}.js`)).filter(
      (file) => !existsSync(path.join(ROOT, 'node_modules/@blueprintjs/icons/lib/esm/generated', file)),
    );
    expect(missing).toEqual([]);
  });
});
