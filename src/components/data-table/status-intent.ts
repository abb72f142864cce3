/** The colour of a status tag: the seed's status names (seed §4) mapped to Blueprint intents. */
import type { Intent } from '@blueprintjs/core';

const INTENTS: Record<string, Intent> = {
  active: 'success',
  delivered: 'success',
  success: 'success',
  verified: 'success',
  published: 'success',
  'in stock': 'success',
  approved: 'success',
  refunded: 'success',
  credited: 'success',
  pending: 'warning',
  'in-progress': 'warning',
  requested: 'warning',
  free: 'warning',
  'new order': 'primary',
  processing: 'primary',
  shipped: 'primary',
  received: 'primary',
  'cancel by customer': 'danger',
  'cancel by company': 'danger',
  failed: 'danger',
  rejected: 'danger',
  expired: 'danger',
  'out of stock': 'danger',
  debited: 'danger',
};

/** Intent for a status value; unknown and neutral ones (Inactive, cancelled) are 'none'. */
export function statusIntent(status: unknown): Intent {
  return INTENTS[String(status).toLowerCase()] ?? 'none';
}
