/**
 * The category tree as a dense table: each name indented by its depth with an expand/collapse button, its
 * slug, image, product counts (in the category itself / with its subcategories) and status, and the row's
 * actions (edit, add subcategory, activate or deactivate, delete) as the user's grants allow.
 */
import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { CdnImage } from '../../../components/media';
import { formatCount } from '../../../lib/format';
import type { TreeItem } from './category-tree';

export interface CategoryTreeTableProps {
  items: readonly TreeItem[];
  expanded: ReadonlySet<number>;
  /** True while a name filter shows matches with their ancestors (all open). */
  filtering: boolean;
  onToggle(id: number): void;
  onEdit?(row: TreeItem): void;
  onAddChild?(row: TreeItem): void;
  onToggleStatus?(row: TreeItem): void;
  onDelete?(row: TreeItem): void;
}

/** Thumbnails in the tree keep the tables' 150×120 shape (seed §3) at a row's height. */
const THUMB = { width: 30, height: 24 };

export function CategoryTreeTable({
  items,
  expanded,
  filtering,
  onToggle,
  onEdit,
  onAddChild,
  onToggleStatus,
  onDelete,
}: CategoryTreeTableProps) {
  return (
    <HTMLTable compact striped className="category-table" aria-label="Categories">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Slug</th>
          <th scope="col">Image</th>
          <th scope="col" className="category-number">
            <abbr title="Products in this category / with its subcategories">Products</abbr>
          </th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((row) => {
          const open = filtering || expanded.has(row.id);
          return (
            <tr key={row.id} data-category-id={row.id}>
              <th scope="row" className="category-name" style={{ paddingLeft: 8 + row.depth * 20 }}>
                {row.childCount > 0 ? (
                  <Button
                    size="small"
                    variant="minimal"
                    icon={open ? 'chevron-down' : 'chevron-right'}
                    disabled={filtering}
                    aria-expanded={open}
                    aria-label={`${open ? 'Collapse' : 'Expand'} ${row.name}`}
                    onClick={() => onToggle(row.id)}
                  />
                ) : (
                  <span className="category-leaf" aria-hidden />
                )}
                <span>{row.name}</span>
                {row.childCount > 0 && <span className="category-muted"> ({row.childCount})</span>}
              </th>
              <td className="category-slug">{row.slug}</td>
              <td className="category-image">
                {row.image ? (
                  <CdnImage path={row.image.thumbnailPath} alt={`${row.name} image`} {...THUMB} />
                ) : (
                  <span className="category-muted">—</span>
                )}
              </td>
              <td
                className="category-number"
                title={`${row.productCount} in ${row.name}, ${row.subtreeProductCount} with its subcategories`}
              >
                {formatCount(row.productCount)} / {formatCount(row.subtreeProductCount)}
              </td>
              <td>
                <Tag minimal intent={row.status === 'Active' ? 'success' : 'none'}>
                  {row.status}
                </Tag>
              </td>
              <td className="category-actions">
                {onEdit && (
                  <Button
                    size="small"
                    variant="minimal"
                    icon="edit"
                    aria-label={`Edit ${row.name}`}
                    title="Edit"
                    onClick={() => onEdit(row)}
                  />
                )}
                {onAddChild && (
                  <Button
                    size="small"
                    variant="minimal"
                    icon="add"
                    aria-label={`Add a subcategory to ${row.name}`}
                    title="Add subcategory"
                    onClick={() => onAddChild(row)}
                  />
                )}
                {onToggleStatus && (
                  <Button
                    size="small"
                    variant="minimal"
                    icon={row.status === 'Active' ? 'disable' : 'tick-circle'}
                    title={row.status === 'Active' ? 'Deactivate' : 'Activate'}
                    aria-label={`${row.status === 'Active' ? 'Deactivate' : 'Activate'} ${row.name}`}
                    onClick={() => onToggleStatus(row)}
                  />
                )}
                {onDelete && (
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    aria-label={`Delete ${row.name}`}
                    title="Delete"
                    onClick={() => onDelete(row)}
                  />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
