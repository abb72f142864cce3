/**
 * An image from the CDN (seed §9): the main CDN (`cdnThirtdPartyEndPoint` of logoDetails, which the shell has
 * already read), falling back once to the local CDN (`cdnLocalEndPoint`) when it fails. With no path, or when
 * both fail, a neutral placeholder of the same size keeps the layout. Used by tables, the picker and forms.
 */
import { Icon } from '@blueprintjs/core';
import { useState, type ImgHTMLAttributes } from 'react';
import { cdnUrls, useCompanyDetails } from '../../lib/company';

export interface CdnImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  /** A path relative to the CDN bases (`MediaItem.path`, `thumbnailPath`, `webpPath`), or an absolute URL. */
  path: string | null | undefined;
  /** Required: describe the image, or '' when it only decorates (its name is next to it). */
  alt: string;
}

/** The main CDN's URL, then the local one's after an error; a new path starts again from the main CDN. */
export function CdnImage({ path, ...img }: CdnImageProps) {
  return <CdnImageOf key={path ?? ''} path={path} {...img} />;
}

function CdnImageOf({ path, alt, width, height, className, style, ...img }: CdnImageProps) {
  const { data } = useCompanyDetails();
  // 0: main CDN, 1: local CDN, 2: both failed.
  const [failures, setFailures] = useState(0);
  const urls = cdnUrls(data, path);
  const src = failures === 0 ? urls?.src : failures === 1 ? urls?.fallback : null;
  if (!src) {
    return (
      <span
        className={['cdn-image-missing', className].filter(Boolean).join(' ')}
        style={{ width, height, ...style }}
        role="img"
        aria-label={alt || 'Image not available'}
      >
        <Icon icon="media" aria-hidden />
      </span>
    );
  }
  return (
    <img
      {...img}
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      style={style}
      decoding="async"
      onError={() => setFailures((n) => n + 1)}
    />
  );
}
