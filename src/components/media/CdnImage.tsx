/**
 * An image of the media library from the main CDN, falling back once to the local CDN when it fails (seed §9:
 * `cdnThirtdPartyEndPoint`, then `cdnLocalEndPoint` of logoDetails, which the shell has already read).
 * When both fail, a neutral placeholder of the same size keeps the layout.
 */
import { Icon } from '@blueprintjs/core';
import { useState, type ImgHTMLAttributes } from 'react';
import { mediaUrl } from '../../../contract/media';
import { useCompanyDetails } from '../../lib/company';

/** Where the server serves files when the company has no CDN bases (server/media/storage.ts). */
const DEFAULT_BASE = '/media/';

export interface CdnImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  /** A media path relative to the CDN bases (`MediaItem.path`, `thumbnailPath` or `webpPath`). */
  path: string;
  /** Required: describe the image, or '' when it only decorates (its name is next to it). */
  alt: string;
}

/** The main CDN's URL, then the local one's after an error; remounts per path (use `key` is not needed). */
export function CdnImage({ path, ...img }: CdnImageProps) {
  return <CdnImageOf key={path} path={path} {...img} />;
}

function CdnImageOf({ path, alt, width, height, className, style, ...img }: CdnImageProps) {
  const { data } = useCompanyDetails();
  // 0: main CDN, 1: local CDN, 2: both failed.
  const [failures, setFailures] = useState(0);
  const main = mediaUrl(data?.cdnThirtdPartyEndPoint || DEFAULT_BASE, path);
  const local = mediaUrl(data?.cdnLocalEndPoint || DEFAULT_BASE, path);
  const src = failures === 0 ? main : local;
  const size = { width, height, ...style };
  if (failures >= 2 || (failures === 1 && local === main)) {
    return (
      <span className={['cdn-image-missing', className].filter(Boolean).join(' ')} style={size} role="img" aria-label={alt || 'Image not available'}>
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
