/**
 * The upload machine with the browser's effects: sizes read by `createImageBitmap`, the seed's multipart POST,
 * and on success the seed's '{count} file uploaded successfully.' toast and a refresh of every media query.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { SUCCESS } from '../../../contract';
import type { MediaSlot } from '../../../contract/media/media';
import { mediaUploadMachine, type MediaChoice, type UploadFile } from '../../../machines/media/media-upload.machine';
import { toast } from '../toast';
import { MEDIA_QUERY_ROOT, readImageSize, uploadMedia } from './media-api';

export type MediaUploadActor = ActorRefFrom<typeof mediaUploadMachine>;

/**
 * A running upload flow; `onUploaded` hears of the stored images (e.g. the picker chooses the first). `slot` is the
 * shape the pictures are for (a product picture when not said; null: any shape, no ratio question), read once.
 */
export function useMediaUpload(onUploaded?: (items: MediaChoice[]) => void, slot?: MediaSlot | null): MediaUploadActor {
  const queryClient = useQueryClient();
  // A box, not a ref: the machine's action reads the latest callback when it runs, never during render.
  const [latest] = useState(() => ({ onUploaded }));
  useEffect(() => {
    Object.assign(latest, { onUploaded });
  });
  return useActorRef(
    mediaUploadMachine.provide({
      actors: {
        readDimensions: fromPromise(({ input }: { input: UploadFile[] }) => Promise.all(input.map(readImageSize))),
        uploadFiles: fromPromise(({ input, signal }: { input: UploadFile[]; signal: AbortSignal }) =>
          uploadMedia(input, signal),
        ),
      },
      actions: {
        notifyUploaded: (_, { items }) => {
          toast.success(SUCCESS.filesUploaded(items.length));
          void queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_ROOT });
          latest.onUploaded?.(items);
        },
      },
    }),
    { input: { slot } },
  );
}
