/**
 * The shell's word on the subscription: an expired one shows a banner on every screen saying the portal is read-only
 * and why (with the way to renew for the Master Admin). It also keeps the session's flags in step with the summary,
 * so a trial that ends while the portal is open turns read-only without a reload.
 */
import { TitledCallout } from '../../components/TitledCallout';
import { useEffect } from 'react';
import { SUBSCRIPTION_MESSAGES } from '../../../contract';
import { RouteLink } from '../../lib/navigation';
import { useHasPermission, useSubscriptionExpired } from '../../lib/session/hooks';
import { useSession } from '../../lib/session/session-context';
import { useSelector } from '@xstate/react';
import { useSubscriptionSummary } from './subscription-api';
// oxlint-disable-next-line import/no-unassigned-import -- the subscription screens' stylesheet
import './subscription.css';

export function SubscriptionBanner() {
  const session = useSession();
  const status = useSelector(session, (s) => s.context.subscriptionStatus);
  const summary = useSubscriptionSummary(status !== null);
  const expired = useSubscriptionExpired();
  const mayRenew = useHasPermission('configuration.subscription.view');
  const fresh = summary.data?.status;
  // Only news from the server moves the status: a 402 just told (status 'expired') must not be undone by the
  // summary read before it, still in the cache (found by the session's UI paths).
  const readAt = summary.dataUpdatedAt;
  useEffect(() => {
    const current = session.getSnapshot().context.subscriptionStatus;
    if (readAt && fresh && current !== null && fresh !== current)
      session.send({ type: 'session.subscription', status: fresh });
  }, [fresh, readAt, session]);
  if (!expired) return null;
  return (
    <TitledCallout intent="danger" icon="lock" className="subscription-banner" role="status" title="Read-only">
      {mayRenew ? SUBSCRIPTION_MESSAGES.expiredBanner : SUBSCRIPTION_MESSAGES.expiredBannerStaff}{' '}
      {mayRenew && <RouteLink to="SUBSCRIPTION_PLAN">Renew the subscription</RouteLink>}
    </TitledCallout>
  );
}

/** The trial's days left for the top bar, or null when not on a trial. */
export function useTrialDaysLeft(): number | null {
  const session = useSession();
  const status = useSelector(session, (s) => s.context.subscriptionStatus);
  const summary = useSubscriptionSummary(status !== null);
  return status === 'free' && summary.data ? summary.data.daysLeft : null;
}
