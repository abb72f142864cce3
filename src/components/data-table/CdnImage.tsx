/** A preview image (seed §9): loads from the main CDN and, on error, from the local CDN. */
import { Icon } from '@blueprintjs/core';
import { useState } from 'react';
import { CONSTANTS } from '../../../contract';
import { cdnUrls, useCompanyDetails } from '../../lib/company';

export interface CdnImageProps {
  /** Path below the CDN base, or an absolute URL. */
  path: string | null | undefined;
  alt?: string;
  /** Default: the table preview size, 150x120. */
  width?: number;
  height?: number;
}

/** Shows the image, its fallback, then a placeholder when both fail. */
export function CdnImage({ path, alt = '', width = CONSTANTS.previewImage.table.width, height = CONSTANTS.previewImage.table.height }: CdnImageProps) {
  const { data } = useCompanyDetails();
  const urls = cdnUrls(data, path);
  // Which source failed last, per path: a new path starts again from the main CDN.
  const [failed, setFailed] = useState<{ path: string; step: number }>({ path: '', step: 0 });
  const step = failed.path === path ? failed.step : 0;
  const src = step === 0 ? urls?.src : step === 1 ? urls?.fallback : null;
  const box = { width, height };
  if (!src) {
    return (
      <span className="dt-image dt-image-missing" style={box} role="img" aria-label={alt || 'No image'}>
        <Icon icon="media" />
      </span>
    );
  }
  return (
    <img
      className="dt-image"
      style={box}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed({ path: path ?? '', step: step + 1 })}
    />
  );
}
