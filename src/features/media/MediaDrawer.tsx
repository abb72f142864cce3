/**
 * One image in MULTIMEDIA: a larger preview and its facts, the rename / alt text form, where it is used
 * (categories, products, sliders, size charts…), and Delete after confirmation. A delete the server refuses
 * because the image is in use keeps the dialog open with the users it names, and the list here refreshes.
 */
import { Button, Classes, Spinner } from '@blueprintjs/core';
import { SUCCESS } from '../../../contract';
import type { MediaItem } from '../../../contract/media/media';
import { DialogDrawer } from '../../components/DialogDrawer';
import { confirm } from '../../components/confirm';
import { CdnImage } from '../../components/media';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { formatBytes } from './format-bytes';
import { MediaEditForm } from './MediaEditForm';
import { describeUse, useDeleteMedia, useMediaUses } from './media-screen-api';

export interface MediaDrawerProps {
  item: MediaItem | null;
  onClose: () => void;
  onReload: () => void;
  canEdit: boolean;
  canDelete: boolean;
}

export function MediaDrawer({ item, onClose, onReload, canEdit, canDelete }: MediaDrawerProps) {
  return (
    <DialogDrawer
      isOpen={item !== null}
      title={item?.displayName ?? 'Image'}
      icon="media"
      onClose={onClose}
      size="440px"
    >
      {item && (
        <MediaDrawerBody item={item} onClose={onClose} onReload={onReload} canEdit={canEdit} canDelete={canDelete} />
      )}
    </DialogDrawer>
  );
}

function MediaDrawerBody({ item, onClose, onReload, canEdit, canDelete }: MediaDrawerProps & { item: MediaItem }) {
  const uses = useMediaUses(item.id);
  const remove = useDeleteMedia();
  const askDelete = async () => {
    const deleted = await confirm({
      title: 'Delete image',
      message: `Delete ${item.displayName}? It cannot be restored.`,
      confirmText: 'Delete',
      intent: 'danger',
      // A 409 (in use) rejects: the dialog shows the users the server names, and the list below refreshes.
      onConfirm: () =>
        remove.mutateAsync(item.id).catch((error: unknown) => {
          void uses.refetch();
          throw new Error(errorMessage(error));
        }),
    });
    if (deleted) {
      toast.success(SUCCESS.deleted('media'));
      onClose();
    }
  };

  return (
    <div className={`${Classes.DRAWER_BODY} media-drawer`}>
      <div className="media-drawer-preview">
        <CdnImage path={item.webpPath || item.path} alt={item.altText} className="media-drawer-image" />
      </div>
      <dl className="media-facts">
        <dt>Type</dt>
        <dd>{item.contentType}</dd>
        <dt>Dimensions</dt>
        <dd>
          {item.width}×{item.height} px
        </dd>
        <dt>Size</dt>
        <dd>{formatBytes(item.size)}</dd>
        <dt>Uploaded</dt>
        <dd>{formatDateTime(item.createdAt)}</dd>
      </dl>
      <MediaEditForm key={`${item.id}-${item.version}`} item={item} canEdit={canEdit} onReload={onReload} />
      <section aria-labelledby={`media-uses-${item.id}`} className="media-uses">
        {/* An h3 under the drawer's h2 title. */}
        <h3 id={`media-uses-${item.id}`} className="bp6-heading heading-size-5">
          Where used
        </h3>
        {uses.isPending && <Spinner size={16} aria-label="Loading where the image is used" />}
        {uses.isError && (
          <p role="alert">
            {errorMessage(uses.error)} <Button size="small" text="Retry" onClick={() => void uses.refetch()} />
          </p>
        )}
        {uses.data?.length === 0 && <p className="media-muted">Not used anywhere yet: it can be deleted.</p>}
        {uses.data && uses.data.length > 0 && (
          <ul className="media-uses-list">
            {uses.data.map((use) => (
              <li key={`${use.kind}-${use.id}`}>{describeUse(use)}</li>
            ))}
          </ul>
        )}
      </section>
      {canDelete && (
        <div className="media-drawer-delete">
          <Button intent="danger" icon="trash" text="Delete image" onClick={() => void askDelete()} />
        </div>
      )}
    </div>
  );
}
