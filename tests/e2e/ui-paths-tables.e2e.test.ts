/**
 * Issue 17: the paths of the machines above the tables walked through their real screens (tests/paths/ui-suite.ts):
 * the filter panel on the Promocode list.
 */
import { describeUiPaths } from '../paths/ui-suite';
import { filterPanelAdapter } from './adapters/filter-panel.adapter';

describeUiPaths([{ adapter: filterPanelAdapter, screen: 'Promocode: the filter panel (Code, Start Date)' }]);
