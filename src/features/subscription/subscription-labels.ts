/** How the subscription's status reads on screen (seed §4 names Active and Expired; the trial is ours). */
import type { SubscriptionStatus } from '../../../contract/account/auth';
import type { Intent } from '@blueprintjs/core';

export const STATUS_LABEL: Record<SubscriptionStatus, string> = {
  free: 'Free trial',
  active: 'Active',
  expired: 'Expired',
};
export const STATUS_INTENT: Record<SubscriptionStatus, Intent> = {
  free: 'warning',
  active: 'success',
  expired: 'danger',
};
