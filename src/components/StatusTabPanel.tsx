/**
 * The content under a panel-less status tab strip (Blueprint `Tabs` with no `panel`s), as the selected
 * tab's real tabpanel: the selected tab's `aria-controls` then points at an element that exists, and
 * the panel is labelled by its tab. Unselected tabs need no panel (aria-selected="false").
 */
import { TabPanel } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface StatusTabPanelProps {
  /** The `id` of the `Tabs` above. */
  tabsId: string;
  /** The selected tab's id. */
  tab: string;
  className?: string;
  children: ReactNode;
}

export function StatusTabPanel({ tabsId, tab, className, children }: StatusTabPanelProps) {
  return <TabPanel parentId={tabsId} id={tab} selectedTabId={tab} className={className ? `status-tab-panel ${className}` : 'status-tab-panel'} panel={<>{children}</>} />;
}
