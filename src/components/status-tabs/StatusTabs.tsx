/**
 * The status tab strip of a list screen (orders, returns, exchanges, payments, stock next): All and a tab
 * per status, each named by its label and exact count, and under it the selected tab's real tabpanel, so
 * the selected tab's `aria-controls` points at an element that exists and the panel is labelled by its tab.
 */
import { Tab, TabPanel, Tabs } from '@blueprintjs/core';
import { memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { formatCount } from '../../lib/format';
import { countOfTab, type StatusCounts, type StatusTab } from './status-tab-counts';
// oxlint-disable-next-line import/no-unassigned-import -- the strip's stylesheet
import './status-tabs.css';

export interface StatusTabsProps {
  /** The `Tabs` id; the panel is tied to it. */
  id: string;
  /** All first, then the statuses, in the order shown. */
  tabs: readonly StatusTab[];
  /** The selected tab's id. */
  selected: string;
  /** The server's counts; undefined while loading (the tabs show no count yet). */
  counts: StatusCounts | undefined;
  onChange: (tab: string) => void;
  /** What the selected tab shows: the table (and whatever sits beside it). */
  children: ReactNode;
}

export function StatusTabs({ id, tabs, selected, counts, onChange, children }: StatusTabsProps) {
  // The strip renders again only when a tab or a count changes, not with every render of its screen: Blueprint's Tabs
  // measure the selected tab (a layout of the whole page) each time they render with new tab props.
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const change = useCallback((tab: string) => latest.current(tab), []);
  return (
    <>
      <TabStrip id={id} tabs={tabs} selected={selected} counts={counts} onChange={change} />
      <TabPanel
        parentId={id}
        id={selected}
        selectedTabId={selected}
        className="status-tab-panel"
        panel={<>{children}</>}
      />
    </>
  );
}

const TabStrip = memo(function TabStrip({ id, tabs, selected, counts, onChange }: Omit<StatusTabsProps, 'children'>) {
  return (
    <Tabs id={id} selectedTabId={selected} onChange={(next) => onChange(String(next))} className="status-tabs">
      {tabs.map((tab) => {
        const count = countOfTab(tab, counts);
        return (
          // Named by its visible label and count (no aria-label that could differ from what is shown).
          <Tab
            key={tab.id}
            id={tab.id}
            title={tab.label}
            tagContent={count === undefined ? undefined : formatCount(count)}
            tagProps={{ round: true, minimal: tab.id !== selected }}
          />
        );
      })}
    </Tabs>
  );
});
