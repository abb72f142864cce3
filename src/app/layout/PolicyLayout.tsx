/** The policy layout under /p (seed §2): a simple public page with the company header. */
import { Link, Outlet } from 'react-router';
import { routePath } from '../../../contract';
import { CompanyLogo } from '../../components/CompanyLogo';

/** Public page frame for the privacy policy, terms and contact page. */
export function PolicyLayout() {
  return (
    <div className="policy-layout">
      <header className="policy-header">
        <Link to={routePath('LOGIN')} className="policy-brand">
          <CompanyLogo size={28} withName />
        </Link>
        <nav aria-label="Policies" className="policy-nav">
          <Link to={routePath('PRIVACY')}>Privacy Policy</Link>
          <Link to={routePath('TERMS')}>Terms and Conditions</Link>
          <Link to={routePath('CONTACT_US')}>Contact Us</Link>
        </nav>
      </header>
      <main className="policy-main">
        <Outlet />
      </main>
    </div>
  );
}
