/** The main layout's top bar: company logo and name, subscription status, theme toggle, user menu. */
import { Button, Navbar, NavbarGroup, Tag } from '@blueprintjs/core';
import { useTheme } from '../../components/theme';
import { CompanyLogo } from '../../components/CompanyLogo';
import { RouteLink } from '../../lib/navigation';
import { useFreeTrial, useSubscriptionExpired } from '../../lib/session/hooks';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { UserMenu } from './UserMenu';
import { SUBSCRIPTION_MESSAGES } from '../../../contract';
import { useTrialDaysLeft } from '../../features/subscription/SubscriptionBanner';

function SubscriptionTag() {
  const expired = useSubscriptionExpired();
  const freeTrial = useFreeTrial();
  const daysLeft = useTrialDaysLeft();
  if (!expired && !freeTrial) return null;
  return (
    <RouteLink to="MY_SUBSCRIPTION" className="subscription-tag">
      <Tag intent={expired ? 'danger' : 'warning'} minimal round>
        {expired
          ? 'Subscription expired'
          : daysLeft === null
            ? 'Free trial'
            : SUBSCRIPTION_MESSAGES.trialDaysLeft(daysLeft)}
      </Tag>
    </RouteLink>
  );
}

/** The bar across the top of every signed-in screen. */
export function TopBar() {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    // The banner landmark: the brand and the bar's controls are inside one (Blueprint's Navbar is a plain div).
    <Navbar className="top-bar" role="banner">
      <NavbarGroup align="start">
        <RouteLink to="HOME" className="top-bar-brand">
          <CompanyLogo size={24} withName />
        </RouteLink>
      </NavbarGroup>
      <NavbarGroup align="end" className="top-bar-actions">
        <SubscriptionTag />
        <Button
          variant="minimal"
          icon={dark ? 'flash' : 'moon'}
          aria-label="Toggle dark theme"
          aria-pressed={dark}
          title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
          onClick={toggle}
        />
        <NotificationBell />
        <UserMenu />
      </NavbarGroup>
    </Navbar>
  );
}
