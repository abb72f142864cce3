/** The company logo from the main CDN, falling back to the local CDN, then to the initial letter. */
import { useState } from 'react';
import { cdnUrls, useCompanyDetails, useCompanyName } from './company';

export interface CompanyLogoProps {
  /** Square size in pixels. */
  size?: number;
  /** Show the company name beside the logo. */
  withName?: boolean;
  className?: string;
}

/** Logo (and optionally name) of the shop, as configured in portal settings. */
export function CompanyLogo({ size = 28, withName = false, className }: CompanyLogoProps) {
  const { data } = useCompanyDetails();
  const name = useCompanyName();
  const urls = cdnUrls(data, data?.logoImage);
  // Which source failed so far: 0 = main CDN, 1 = fallback, 2 = none left.
  const [failed, setFailed] = useState(0);
  const src = !urls ? null : failed === 0 ? urls.src : failed === 1 ? urls.fallback : null;

  return (
    <span className={['company-logo', className].filter(Boolean).join(' ')}>
      {src ? (
        <img src={src} alt={withName ? '' : name} width={size} height={size} onError={() => setFailed((n) => n + 1)} />
      ) : (
        <span
          className="company-logo-initial"
          style={{ width: size, height: size, fontSize: Math.round(size * 0.5) }}
          {...(withName ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      {withName && <span className="company-logo-name">{name}</span>}
    </span>
  );
}
