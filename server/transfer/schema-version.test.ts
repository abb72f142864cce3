/** The schema check a restore makes before writing anything: the same or fewer migrations pass; unknown ones are refused in one line. */
import { describe, expect, it } from 'vitest';
import { newerSchemaProblem, portalMigrations, type AppliedMigration } from './schema-version';

const applied = (count: number): AppliedMigration[] =>
  portalMigrations()
    .slice(0, count)
    .map(({ tag, when }) => ({ tag, when, hash: 'h' }));

describe('newerSchemaProblem', () => {
  it("accepts this portal's schema and an older one (the portal migrates the rest at start)", () => {
    expect(newerSchemaProblem(applied(portalMigrations().length))).toBeNull();
    expect(newerSchemaProblem(applied(3))).toBeNull();
    expect(newerSchemaProblem([])).toBeNull();
  });

  it('refuses a schema with a later migration this portal does not know, naming both latest migrations', () => {
    const known = portalMigrations();
    const newer = [...applied(known.length), { tag: null, when: known.at(-1)!.when + 1000, hash: 'x' }];
    const problem = newerSchemaProblem(newer)!;
    expect(problem).toMatch(
      new RegExp(
        `^The backup's database schema is newer than this portal's \\(${known.length + 1} migrations, latest an unknown one of \\d{4}-\\d\\d-\\d\\d; this portal has ${known.length}, latest ${known.at(-1)!.tag}\\)`,
      ),
    );
    expect(problem).not.toContain('\n');
  });

  it('refuses a schema from another line of migrations even when it is not later', () => {
    const other = [...applied(2), { tag: '0002_elsewhere', when: portalMigrations()[1].when + 1, hash: 'y' }];
    expect(newerSchemaProblem(other, "The embedded database's")).toMatch(
      /^The embedded database's database schema is not this portal's \(1 migrations it does not know\)/,
    );
  });
});
