/** The blank layout (seed §2): a centered card for sign-in and password screens. */
import { Card } from '@blueprintjs/core';
import { Link, Outlet } from 'react-router';
import { routePath } from '../../../contract';
import { CompanyLogo } from '../../components/CompanyLogo';

/** Centered card with the company brand above and the policy links below. */
export function BlankLayout() {
  return (
    <div className="blank-layout">
      {/* Landmarks, so every part of the page is in one: the brand is the banner, the card the main content. */}
      <header className="blank-brand">
        <CompanyLogo size={36} withName />
      </header>
      <main className="blank-main">
        <Card className="blank-card" elevation={1}>
          <Outlet />
        </Card>
      </main>
      <footer className="blank-footer">
        <Link to={routePath('PRIVACY')}>Privacy Policy</Link>
        <Link to={routePath('TERMS')}>Terms and Conditions</Link>
        <Link to={routePath('CONTACT_US')}>Contact Us</Link>
      </footer>
    </div>
  );
}
