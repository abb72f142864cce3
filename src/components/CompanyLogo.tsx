/**
 * The company logo from the main CDN, falling back to the local CDN, then to the initial letter.
 * A wide logo is taken for a wordmark that already spells the name, so the name is not repeated
 * beside it; a square logo gets the name next to it.
 */
import { useState } from 'react';
import { cdnUrls, useCompanyDetails, useCompanyName } from '../lib/company';

export interface CompanyLogoProps {
  /** Height in pixels (and width of a square logo). */
  size?: number;
  /** Show the company name beside a square logo (or the initial). */
  withName?: boolean;
  className?: string;
}

/** Width/height above which a logo counts as a wordmark. */
const WORDMARK_RATIO = 1.6;

/** Logo (and the name where the logo does not spell it) of the shop, as configured in portal settings. */
export function CompanyLogo({ size = 28, withName = false, className }: CompanyLogoProps) {
  const { data } = useCompanyDetails();
  const name = useCompanyName();
  const urls = cdnUrls(data, data?.logoImage);
  // Which source failed so far: 0 = main CDN, 1 = fallback, 2 = none left.
  const [failed, setFailed] = useState(0);
  const [wide, setWide] = useState(false);
  const src = !urls ? null : failed === 0 ? urls.src : failed === 1 ? urls.fallback : null;
  const showName = withName && !(src && wide);

  return (
    <span className={['company-logo', wide && src ? 'company-logo-wide' : null, className].filter(Boolean).join(' ')}>
      {src ? (
        <img
          src={src}
          alt={showName ? '' : name}
          height={size}
          style={{ height: size, width: wide ? 'auto' : size, maxWidth: size * 6 }}
          onLoad={(e) =>
            setWide(e.currentTarget.naturalWidth / Math.max(1, e.currentTarget.naturalHeight) > WORDMARK_RATIO)
          }
          onError={() => setFailed((n) => n + 1)}
        />
      ) : (
        <span
          className="company-logo-initial"
          style={{ width: size, height: size, fontSize: Math.round(size * 0.5) }}
          {...(showName ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      {showName && <span className="company-logo-name">{name}</span>}
    </span>
  );
}
