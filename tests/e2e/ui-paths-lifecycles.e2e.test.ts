/**
 * Issue 17: the paths of the order and return machines walked through their real screens (tests/paths/ui-suite.ts):
 * an order action from its button to the answer, and the return actions from a request in each status.
 */
import { describeUiPaths } from '../paths/ui-suite';
import { orderActionsAdapter } from './adapters/order-actions.adapter';
import { returnLifecycleAdapter } from './adapters/return-lifecycle.adapter';

describeUiPaths(
  [
    { adapter: orderActionsAdapter, screen: "Order Management: the order panel's actions" },
    { adapter: returnLifecycleAdapter, screen: 'Return / Exchange: the actions of an open request' },
  ],
  {},
);
