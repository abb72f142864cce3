/**
 * MULTIMEDIA, the media library (issue 12 §1): upload through the same flow as the picker (2 MB check,
 * ratio question), grid or table view, search by name, 100 a page, and per image a drawer to rename it, set
 * its alt text, see where it is used and delete it.
 */
import { Button, Callout, InputGroup, SegmentedControl, Spinner } from '@blueprintjs/core';
import { MessageState } from '../../components/MessageState';
import { useEffect, useState } from 'react';
import { MEDIA_LIMITS, type MediaItem } from '../../../contract/media/media';
import type { RouteDef } from '../../../contract';
import { ScreenHeader } from '../../components/ScreenHeader';
import { MediaTileGrid, UploadPanel, useMediaUpload } from '../../components/media';
import { errorMessage } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { useHasPermission } from '../../lib/session/hooks';
import { MediaDrawer } from './MediaDrawer';
import { MediaTable } from './MediaTable';
import { useMediaPage } from './media-screen-api';
// oxlint-disable-next-line import/no-unassigned-import -- the screen's stylesheet
import './media-screen.css';

type View = 'grid' | 'table';
const SEARCH_DEBOUNCE_MS = 150;

export function MediaScreen({ route }: { route: RouteDef }) {
  usePageTitle(route.title);
  const canAdd = useHasPermission('catalogue.multimedia.add');
  const canEdit = useHasPermission('catalogue.multimedia.edit');
  const canDelete = useHasPermission('catalogue.multimedia.delete');
  const [view, setView] = useState<View>('grid');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageNum, setPageNum] = useState(0);
  const [openId, setOpenId] = useState<number | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const page = useMediaPage(search, pageNum);
  const upload = useMediaUpload(() => {
    // The new images are the newest: show the first page without a search hiding them.
    setTyped('');
    setSearch('');
    setPageNum(0);
  });

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setPageNum(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const items = page.data?.items ?? [];
  const total = page.data?.total ?? 0;
  const openItem = items.find((i) => i.id === openId) ?? null;
  const open = (item: MediaItem) => {
    setHighlighted(item.id);
    setOpenId(item.id);
  };

  return (
    <div className="screen media-screen">
      <ScreenHeader
        title={route.title}
        subtitle="Images for categories, products, sliders and size charts. Open an image to rename it, describe it, see where it is used or delete it."
      />
      {canAdd && (
        <div className="media-screen-upload">
          <UploadPanel actor={upload} />
        </div>
      )}
      <div className="media-screen-toolbar">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder="Search by name"
          aria-label="Search images by name"
          value={typed}
          onValueChange={setTyped}
          className="media-screen-search"
        />
        <SegmentedControl
          aria-label="View"
          size="small"
          options={[
            { label: 'Grid', value: 'grid', icon: 'grid-view' },
            { label: 'Table', value: 'table', icon: 'th' },
          ]}
          value={view}
          onValueChange={(v) => setView(v as View)}
        />
        {page.isFetching && <Spinner size={16} aria-label="Loading images" />}
        <Paging pageNum={pageNum} count={items.length} total={total} onPage={setPageNum} />
      </div>
      {page.isError && (
        <Callout intent="danger" icon="error" compact role="alert">
          {errorMessage(page.error)} <Button size="small" text="Retry" onClick={() => void page.refetch()} />
        </Callout>
      )}
      {page.isPending && (
        <div className="media-screen-state" aria-busy="true">
          <Spinner size={24} aria-label="Loading images" />
        </div>
      )}
      {page.isSuccess && items.length === 0 && (
        <MessageState
          className="media-screen-state"
          icon="media"
          title={search.trim() ? `No image matches "${search.trim()}"` : 'No images yet'}
          description={
            search.trim() ? 'Try another name.' : canAdd ? 'Choose images above and upload them.' : undefined
          }
        />
      )}
      {items.length > 0 && view === 'grid' && (
        <MediaTileGrid
          label="Images"
          items={items}
          chosenId={highlighted}
          onChoose={(item) => setHighlighted(item.id)}
          onActivate={open}
          activateOnClick
        />
      )}
      {items.length > 0 && view === 'table' && <MediaTable items={items} onOpen={open} />}
      <MediaDrawer
        item={openItem}
        onClose={() => setOpenId(null)}
        onReload={() => void page.refetch()}
        canEdit={canEdit}
        canDelete={canDelete}
      />
    </div>
  );
}

/** "1–100 of 230" with previous and next (100 a page, seed §9). */
function Paging({
  pageNum,
  count,
  total,
  onPage,
}: {
  pageNum: number;
  count: number;
  total: number;
  onPage: (n: number) => void;
}) {
  const first = pageNum * MEDIA_LIMITS.pageSize;
  return (
    <span className="media-screen-paging">
      <span aria-live="polite">{total === 0 ? 'No images' : `${first + 1}–${first + count} of ${total}`}</span>
      {total > MEDIA_LIMITS.pageSize && (
        <>
          <Button
            variant="minimal"
            icon="chevron-left"
            aria-label="Previous page"
            disabled={pageNum === 0}
            onClick={() => onPage(pageNum - 1)}
          />
          <Button
            variant="minimal"
            icon="chevron-right"
            aria-label="Next page"
            disabled={first + count >= total}
            onClick={() => onPage(pageNum + 1)}
          />
        </>
      )}
    </span>
  );
}
