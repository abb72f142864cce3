/** The blank layout's frame (seed §2), shared by the routed screens and the sign-in shown before the router loads. */
import { Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { routePath } from '../../../contract';
import { CompanyLogo } from '../../components/CompanyLogo';
import type { LinkComponent } from '../../components/hash-link';

export interface BlankFrameProps {
  /** The router's Link under the router, a plain hash link before it. */
  Link: LinkComponent;
  children: ReactNode;
}

/** Centered card with the company brand above and the policy links below. */
export function BlankFrame({ Link, children }: BlankFrameProps) {
  return (
    <div className="blank-layout">
      {/* Landmarks, so every part of the page is in one: the brand is the banner, the card the main content. */}
      <header className="blank-brand">
        <CompanyLogo size={36} withName />
      </header>
      <main className="blank-main">
        <Card className="blank-card" elevation={1}>
          {children}
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
