/**
 * MULTIMEDIA's table view: a 150×120 thumbnail and the name, alt text, type, dimensions, size and upload time
 * of each image; a row's name button opens its editor.
 */
import { Button, HTMLTable } from '@blueprintjs/core';
import { MEDIA_PREVIEW, type MediaItem } from '../../../contract/media/media';
import { CdnImage } from '../../components/media';
import { formatDateTime } from '../../lib/format';
import { formatBytes } from './format-bytes';

export interface MediaTableProps {
  items: MediaItem[];
  onOpen: (item: MediaItem) => void;
}

export function MediaTable({ items, onOpen }: MediaTableProps) {
  return (
    <HTMLTable compact striped className="media-table" aria-label="Images">
      <thead>
        <tr>
          <th scope="col">Image</th>
          <th scope="col">Name</th>
          <th scope="col">Alt text</th>
          <th scope="col">Type</th>
          <th scope="col">Dimensions</th>
          <th scope="col">Size</th>
          <th scope="col">Uploaded</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td className="media-table-thumb">
              <CdnImage
                path={item.thumbnailPath}
                alt=""
                width={MEDIA_PREVIEW.table.width}
                height={MEDIA_PREVIEW.table.height}
                loading="lazy"
              />
            </td>
            <td>
              <Button
                variant="minimal"
                className="media-table-name"
                text={item.displayName}
                title={`Edit ${item.displayName}`}
                onClick={() => onOpen(item)}
              />
            </td>
            <td className={item.altText ? undefined : 'media-muted'}>{item.altText || 'None'}</td>
            <td>{item.contentType.replace('image/', '').toUpperCase()}</td>
            <td>
              {item.width}×{item.height}
            </td>
            <td>{formatBytes(item.size)}</td>
            <td>{formatDateTime(item.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
