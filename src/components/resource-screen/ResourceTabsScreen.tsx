/**
 * A route that lists several resources (ATTRIBUTES: Attributes | Attribute Sets): one tab per resource, each
 * its generic list screen. The tab is in the address (`?tab=attribute-set`), so reload and links keep it;
 * changing tab drops the other table's filters and sort from the address, which are not this table's.
 */
import { Tab, Tabs } from '@blueprintjs/core';
import type { ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ResourceDef } from '../../../contract';
// oxlint-disable-next-line import/no-unassigned-import -- the tabs' stylesheet
import './resource-tabs.css';

export interface ResourceTab {
  def: ResourceDef;
  Screen: ComponentType;
}

/** The screen of a route shared by `tabs` (the first is shown when the address names none or an unknown one). */
export function resourceTabsScreen(tabs: readonly ResourceTab[]): ComponentType {
  return function ResourceTabsScreen() {
    const [params] = useSearchParams();
    const navigate = useNavigate();
    const asked = params.get('tab');
    const current = tabs.find((t) => t.def.key === asked) ?? tabs[0];
    return (
      <Tabs
        id="resource-tabs"
        className="resource-tabs"
        large={false}
        renderActiveTabPanelOnly
        selectedTabId={current.def.key}
        onChange={(key) => navigate({ search: `?tab=${String(key)}` }, { replace: true })}
      >
        {tabs.map(({ def, Screen }) => (
          <Tab key={def.key} id={def.key} title={def.title} panel={<Screen />} />
        ))}
      </Tabs>
    );
  };
}
