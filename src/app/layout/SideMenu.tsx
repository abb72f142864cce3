/**
 * The side menu (seed §2 "The menu navigates by route name with optional params"):
 * grouped as PRODUCT.md's areas, only permitted entries, active entry highlighted, groups collapsible.
 */
import { Collapse, Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import type { MenuGroup, RouteName } from '../../../contract';
import { RouteLink, useCurrentRoute } from '../../lib/navigation';
import { useCurrentUser } from '../../lib/session/hooks';
import { buildMenu } from './menu-model';
import type { MenuEntry } from './menu-model';

const COLLAPSED_KEY = 'portal.menu.collapsed';
/** Screens without their own menu entry highlight the entry they belong to. */
const ACTIVE_ALIAS: Partial<Record<RouteName, RouteName>> = { EDIT_PRODUCT: 'PRODUCT' };

function readCollapsed(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(COLLAPSED_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((g): g is string => typeof g === 'string') : []);
  } catch {
    return new Set();
  }
}

function MenuLink({ entry, active }: { entry: MenuEntry; active: boolean }) {
  return (
    <li>
      <RouteLink
        to={entry.name}
        params={entry.params}
        className={active ? 'side-menu-link side-menu-link-active' : 'side-menu-link'}
        aria-current={active ? 'page' : undefined}
      >
        <Icon icon={entry.icon as IconName} size={14} className="side-menu-icon" />
        <span>{entry.label}</span>
      </RouteLink>
    </li>
  );
}

/** The left navigation of the main layout. */
export function SideMenu() {
  const user = useCurrentUser();
  const current = useCurrentRoute();
  const sections = useMemo(() => buildMenu(user), [user]);
  const [collapsed, setCollapsed] = useState<Set<string>>(readCollapsed);
  const activeName = current ? (ACTIVE_ALIAS[current.name as RouteName] ?? current.name) : null;
  const activeGroup = sections.find((s) => s.entries.some((e) => e.name === activeName))?.group ?? null;

  // Opening a screen (from the dashboard, a link, a reload) reveals its menu group.
  useEffect(() => {
    if (activeGroup && collapsed.has(activeGroup))
      setCollapsed((prev) => new Set([...prev].filter((g) => g !== activeGroup)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the screen changes
  }, [activeGroup]);

  useEffect(() => {
    try {
      window.localStorage.setItem(COLLAPSED_KEY, JSON.stringify([...collapsed]));
    } catch {
      /* not persisted */
    }
  }, [collapsed]);

  const toggle = (group: MenuGroup) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(group)) next.add(group);
      return next;
    });

  return (
    <nav className="side-menu" aria-label="Main menu">
      <div className="side-menu-scroll">
        {sections.map(({ group, entries }) => {
          const list = (
            <ul className="side-menu-list">
              {entries.map((entry) => (
                <MenuLink key={entry.name} entry={entry} active={entry.name === activeName} />
              ))}
            </ul>
          );
          if (group === null)
            return (
              <div key="top" className="side-menu-top">
                {list}
              </div>
            );
          const open = !collapsed.has(group);
          const id = `menu-group-${group.replace(/\W+/g, '-').toLowerCase()}`;
          return (
            <div key={group} className="side-menu-group">
              <button
                type="button"
                className="side-menu-group-toggle"
                aria-expanded={open}
                aria-controls={id}
                onClick={() => toggle(group)}
              >
                <span>{group}</span>
                <Icon icon={open ? 'chevron-down' : 'chevron-right'} size={12} />
              </button>
              <Collapse isOpen={open} transitionDuration={120}>
                <div id={id}>{list}</div>
              </Collapse>
            </div>
          );
        })}
      </div>
      {/* The room the toast stack takes (components/toast.tsx): no link of the menu sits under a toast. */}
      <div className="side-menu-toast-room" aria-hidden="true" />
    </nav>
  );
}
