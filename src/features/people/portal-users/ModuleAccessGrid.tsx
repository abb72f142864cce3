/**
 * The module-access editor: the permission tree of contract/platform/permissions.ts as a compact grid — a row per module
 * grouped by area, a column per action (View, Add, Edit, Delete), a checkbox per group that sets all its modules
 * and one per column that sets the column everywhere (indeterminate when mixed). Every checkbox is a labelled
 * native input, so Tab and Space work and a screen reader names each one. Granting add, edit or delete grants
 * view too (no screen offers them without it); taking view away takes the module away.
 */
import { Checkbox, HTMLTable } from '@blueprintjs/core';
import { GRANTABLE_MODULES, MODULE_ACTIONS, type ModuleAction } from '../../../../contract/platform/permissions';
import { ROUTES, type RouteDef } from '../../../../contract/platform/routes';

/** `sizeChart` → `Size chart`. */
const words = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());
/** A module's name as the menu shows it (`content.faq` → FAQ), else its key in words. */
const moduleLabel = (module: string) => {
  const route = (ROUTES as readonly RouteDef[]).find((r) => r.permission?.startsWith(`${module}.`) && r.menu);
  return route?.menu?.label ?? words(module.split('.')[1]);
};
const ACTION_LABEL: Record<ModuleAction, string> = { view: 'View', add: 'Add', edit: 'Edit', delete: 'Delete' };

const GROUPS = [...new Set(GRANTABLE_MODULES.map((m) => m.split('.')[0]))].map((group) => ({
  group,
  modules: GRANTABLE_MODULES.filter((m) => m.startsWith(`${group}.`)),
}));

export interface ModuleAccessGridProps {
  /** Granted paths, `group.module.action`. */
  value: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  disabled?: boolean;
}

type State = { checked: boolean; indeterminate: boolean };
const stateOf = (value: ReadonlySet<string>, paths: string[]): State => {
  const held = paths.filter((p) => value.has(p)).length;
  return { checked: held > 0 && held === paths.length, indeterminate: held > 0 && held < paths.length };
};

/** Every module's path for one action: the column's "all" checkbox. */
const column = (action: ModuleAction) => GRANTABLE_MODULES.map((m) => `${m}.${action}`);

/** Sets `paths` on or off, keeping each module's view when anything else of it is granted. */
function setPaths(value: ReadonlySet<string>, paths: string[], on: boolean): Set<string> {
  const next = new Set(value);
  for (const path of paths) {
    const module = path.slice(0, path.lastIndexOf('.'));
    if (on) {
      next.add(path);
      next.add(`${module}.view`);
    } else if (path.endsWith('.view')) MODULE_ACTIONS.forEach((a) => next.delete(`${module}.${a}`));
    else next.delete(path);
  }
  return next;
}

/** The grid; `value` in, a new set out on every change. */
export function ModuleAccessGrid({ value, onChange, disabled }: ModuleAccessGridProps) {
  const box = (label: string, paths: string[], className?: string) => {
    const { checked, indeterminate } = stateOf(value, paths);
    return (
      <Checkbox
        className={className}
        aria-label={label}
        checked={checked}
        indeterminate={indeterminate}
        disabled={disabled}
        onChange={() => onChange(setPaths(value, paths, !checked))}
      />
    );
  };
  return (
    <HTMLTable compact className="module-access-grid" aria-label="Module access">
      <thead>
        <tr>
          <th scope="col">Module</th>
          {MODULE_ACTIONS.map((action) => (
            <th scope="col" key={action}>
              <span className="module-access-head">
                {ACTION_LABEL[action]}
                {box(`${ACTION_LABEL[action]}: every module`, column(action))}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      {GROUPS.map(({ group, modules }) => (
        <tbody key={group}>
          <tr className="module-access-group">
            <th scope="rowgroup" colSpan={1}>
              <span className="module-access-head">
                {box(
                  `${words(group)}: every module and action`,
                  modules.flatMap((m) => MODULE_ACTIONS.map((a) => `${m}.${a}`)),
                )}
                {words(group)}
              </span>
            </th>
            {MODULE_ACTIONS.map((action) => (
              <td key={action}>
                {box(
                  `${words(group)}: ${ACTION_LABEL[action]} on every module`,
                  modules.map((m) => `${m}.${action}`),
                )}
              </td>
            ))}
          </tr>
          {modules.map((module) => {
            const name = moduleLabel(module);
            return (
              <tr key={module}>
                <th scope="row" className="module-access-module">
                  {name}
                </th>
                {MODULE_ACTIONS.map((action) => (
                  <td key={action}>{box(`${name}: ${ACTION_LABEL[action]}`, [`${module}.${action}`])}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      ))}
    </HTMLTable>
  );
}
