/**
 * What the picker's library shows around its tiles: loading, a failure with Retry (the shared error wording),
 * an empty library or an empty search, and the paging controls (100 a page).
 */
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { MessageState } from '../MessageState';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { MEDIA_LIMITS } from '../../../contract/media/media';
import { plural } from '../../../contract/platform/plural';
import type { mediaPickerMachine } from '../../../machines/media/media-picker.machine';

type PickerActor = ActorRefFrom<typeof mediaPickerMachine>;

/** The tiles once a page is there; the loading, failed and empty states otherwise. */
export function LibraryState({ actor, children }: { actor: PickerActor; children: ReactNode }) {
  const failed = useSelector(actor, (s) => s.matches({ open: 'failed' }));
  const error = useSelector(actor, (s) => s.context.libraryError);
  const loading = useSelector(actor, (s) => s.matches({ open: 'loading' }) || s.matches({ open: 'searching' }));
  const count = useSelector(actor, (s) => s.context.items.length);
  const search = useSelector(actor, (s) => s.context.search);
  if (failed) {
    return (
      <Callout intent="danger" icon="error" role="alert" compact className="media-library-state">
        {error} <Button size="small" text="Retry" onClick={() => actor.send({ type: 'library.retry' })} />
      </Callout>
    );
  }
  if (count === 0 && loading)
    return (
      <div className="media-library-state" aria-busy="true">
        <Spinner size={24} aria-label="Loading images" />
      </div>
    );
  if (count === 0) {
    return (
      <MessageState
        className="media-library-state"
        icon="media"
        title={search.trim() ? `No image matches "${search.trim()}"` : 'No images yet'}
        description={search.trim() ? 'Try another name.' : 'Choose images above and upload them.'}
      />
    );
  }
  return (
    <div className="media-library" aria-busy={loading}>
      {children}
    </div>
  );
}

/** "1–100 of 230" with previous and next page. */
export function PageControls({ actor }: { actor: PickerActor }) {
  const pageNum = useSelector(actor, (s) => s.context.pageNum);
  const total = useSelector(actor, (s) => s.context.total);
  const count = useSelector(actor, (s) => s.context.items.length);
  if (total <= MEDIA_LIMITS.pageSize) return <span className="media-page">{plural(total, 'image')}</span>;
  const first = pageNum * MEDIA_LIMITS.pageSize;
  return (
    <span className="media-page">
      <Button
        variant="minimal"
        icon="chevron-left"
        aria-label="Previous page"
        disabled={pageNum === 0}
        onClick={() => actor.send({ type: 'library.page', pageNum: pageNum - 1 })}
      />
      {first + 1}–{first + count} of {total}
      <Button
        variant="minimal"
        icon="chevron-right"
        aria-label="Next page"
        disabled={first + count >= total}
        onClick={() => actor.send({ type: 'library.page', pageNum: pageNum + 1 })}
      />
    </span>
  );
}
