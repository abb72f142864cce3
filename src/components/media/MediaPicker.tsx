/**
 * The media picker (seed §6): a dialog that opens on the library (newest first, 100 a page, searchable by
 * name), lets the user upload images first, and hands back the chosen image on Select (possible only once one
 * is chosen). A new upload is chosen for you. Driven by the picker and upload machines.
 */
import { Button, Classes, InputGroup } from '@blueprintjs/core';
import { Dialog } from '../overlays';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { MediaSlot } from '../../../contract/media/media';
import { mediaPickerMachine, type LibraryQuery } from '../../../machines/media/media-picker.machine';
import type { MediaChoice } from '../../../machines/media/media-upload.machine';
import { LibraryState, PageControls } from './LibraryState';
import { loadMediaPage } from './media-api';
import { MediaTileGrid } from './MediaTileGrid';
import { UploadPanel } from './UploadPanel';
import { useMediaUpload } from './useMediaUpload';
// oxlint-disable-next-line import/no-unassigned-import -- the media components' stylesheet
import './media.css';

export interface MediaPickerProps {
  isOpen: boolean;
  /** Cancel, Escape or the close button. */
  onClose: () => void;
  /** Select: the chosen image. The picker closes itself; the caller sets `isOpen` false. */
  onSelect: (item: MediaChoice) => void;
  /** Shown as chosen when the picker opens (the field's current image). */
  chosen?: MediaChoice | null;
  /** Dialog title; default "Choose image". */
  title?: string;
  /** The shape the picture is for: an upload off its ratio asks first. Default a product picture; null: any shape. */
  slot?: MediaSlot | null;
}

/** The picker dialog. Mount it once near the field; it keeps nothing between openings. */
export function MediaPicker({
  isOpen,
  onClose,
  onSelect,
  chosen = null,
  title = 'Choose image',
  slot,
}: MediaPickerProps) {
  const queryClient = useQueryClient();
  // The latest callbacks, read by the machine's action and by Cancel when they run.
  const [handlers] = useState(() => ({ onSelect, onClose }));
  useEffect(() => {
    Object.assign(handlers, { onSelect, onClose });
  });
  const picker = useActorRef(
    mediaPickerMachine.provide({
      actors: { loadLibrary: fromPromise(({ input }: { input: LibraryQuery }) => loadMediaPage(queryClient, input)) },
      actions: { handBack: (_, { item }) => handlers.onSelect(item) },
    }),
  );
  const upload = useMediaUpload((items) => picker.send({ type: 'library.uploaded', items }), slot);

  useEffect(() => {
    if (isOpen) {
      picker.send({ type: 'picker.open', chosen });
      upload.send({ type: 'upload.reset' });
    } else picker.send({ type: 'picker.close' });
    // Only an opening starts afresh; `chosen` is read at that moment.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, picker, upload]);

  const open = useSelector(picker, (s) => !s.matches('closed'));
  const search = useSelector(picker, (s) => s.context.search);
  const items = useSelector(picker, (s) => s.context.items);
  const chosenItem = useSelector(picker, (s) => s.context.chosen);
  const canSelect = useSelector(picker, (s) => s.can({ type: 'picker.select' }));
  const close = () => {
    picker.send({ type: 'picker.close' });
    handlers.onClose();
  };

  return (
    <Dialog
      isOpen={isOpen && open}
      onClose={close}
      title={title}
      icon="media"
      className="media-picker"
      canOutsideClickClose={false}
    >
      <div className={`${Classes.DIALOG_BODY} media-picker-body`}>
        <div className="media-picker-toolbar">
          <InputGroup
            type="search"
            leftIcon="search"
            placeholder="Search by name"
            aria-label="Search images by name"
            value={search}
            onValueChange={(value) => picker.send({ type: 'library.search', search: value })}
            className="media-picker-search"
          />
          <UploadPanel actor={upload} />
        </div>
        <LibraryState actor={picker}>
          <MediaTileGrid
            label="Images"
            items={items}
            chosenId={chosenItem?.id ?? null}
            onChoose={(item) => picker.send({ type: 'image.choose', item })}
            onActivate={(item) => {
              picker.send({ type: 'image.choose', item });
              picker.send({ type: 'picker.select' });
            }}
          />
        </LibraryState>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={`${Classes.DIALOG_FOOTER_ACTIONS} media-picker-footer`}>
          <PageControls actor={picker} />
          <span className="media-picker-chosen" aria-live="polite">
            {chosenItem ? `Chosen: ${chosenItem.displayName}` : 'No image chosen'}
          </span>
          <Button text="Cancel" onClick={close} />
          <Button
            intent="primary"
            text="Select"
            disabled={!canSelect}
            onClick={() => picker.send({ type: 'picker.select' })}
          />
        </div>
      </div>
    </Dialog>
  );
}
