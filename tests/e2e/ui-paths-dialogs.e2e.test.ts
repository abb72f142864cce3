/**
 * Issue 17: the paths of the dialog machines walked through their real screens (tests/paths/ui-suite.ts):
 * a confirmation, the calendar's reschedule, a wallet adjustment and an order's hold.
 */
import { describeUiPaths } from '../paths/ui-suite';
import { calendarRescheduleAdapter } from './adapters/calendar-reschedule.adapter';
import { confirmAdapter } from './adapters/confirm.adapter';
import { walletAdjustmentAdapter } from './adapters/wallet-adjustment.adapter';
import { orderHoldAdapter } from './adapters/order-hold.adapter';

describeUiPaths([
  { adapter: confirmAdapter, screen: 'Tax: Activate / Deactivate' },
  { adapter: calendarRescheduleAdapter, screen: 'Content Calendar: an entry moved a day on' },
  { adapter: walletAdjustmentAdapter, screen: 'Customer wallets: Credit or debit' },
  { adapter: orderHoldAdapter, screen: "Order Management: the order panel's Put on hold" },
]);
