/**
 * Choosing and uploading images (seed §5 "Media upload"), driven by the upload machine: "Choose images"
 * opens the file picker (several at once, images only); files over 2 MB are named with the seed's message;
 * an image off its slot's ratio asks about it (Yes keeps it, No discards it); Upload is possible once a file is kept;
 * a refused upload lists the server's errors and a failed one offers Retry.
 */
import { Button, Callout, Spinner, Tag } from '@blueprintjs/core';
import { Alert } from '../overlays';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { MEDIA_LIMITS } from '../../../contract/media/media';
import { ratioQuestion } from '../../../machines/media/media-upload.machine';
import type { MediaUploadActor } from './useMediaUpload';

export interface UploadPanelProps {
  /** The flow from `useMediaUpload`. */
  actor: MediaUploadActor;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** The upload toolbar and its messages; renders the ratio question as an alert while one is asked. */
export function UploadPanel({ actor }: UploadPanelProps) {
  const input = useRef<HTMLInputElement>(null);
  const state = useSelector(actor, (s) => s.value);
  const canUpload = useSelector(actor, (s) => s.can({ type: 'upload.start' }));
  const kept = useSelector(actor, (s) => s.context.kept);
  const dropped = useSelector(actor, (s) => s.context.dropped);
  const errors = useSelector(actor, (s) => s.context.uploadErrors);
  const question = useSelector(actor, (s) => (s.matches('asking') ? (s.context.questions[0] ?? null) : null));
  const slot = useSelector(actor, (s) => s.context.slot);
  const busy = state === 'measuring' || state === 'uploading';
  const hasSomething = kept.length > 0 || dropped.length > 0 || errors.length > 0;

  return (
    <div className="media-upload">
      <div className="media-upload-bar">
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className="media-file-input"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = '';
            if (files.length) actor.send({ type: 'files.choose', files });
          }}
        />
        <Button
          icon="folder-open"
          text="Choose images"
          disabled={busy || state === 'asking'}
          onClick={() => input.current?.click()}
        />
        <Button
          icon="upload"
          intent="primary"
          text={kept.length > 1 ? `Upload ${kept.length} images` : 'Upload'}
          disabled={!canUpload}
          loading={state === 'uploading'}
          onClick={() => actor.send({ type: 'upload.start' })}
        />
        {hasSomething && !busy && (
          <Button variant="minimal" text="Clear" onClick={() => actor.send({ type: 'upload.reset' })} />
        )}
        {state === 'measuring' && <Spinner size={16} aria-label="Checking the images" />}
        <span className="media-upload-hint">
          JPEG, PNG, WebP, GIF or AVIF, at most 2 MB each, up to {MEDIA_LIMITS.maxFilesPerUpload} at once
        </span>
      </div>
      {kept.length > 0 && (
        <div className="media-upload-kept" aria-label="Ready to upload">
          {kept.map((c) => (
            <Tag key={c.file.name} minimal icon="media">
              {c.file.name}
              {c.width ? ` · ${c.width}×${c.height}` : ''}
            </Tag>
          ))}
        </div>
      )}
      {dropped.map((d) => (
        <Callout key={d.name} intent="warning" compact role="alert" className="media-upload-message">
          <strong>{d.name}</strong>: {d.message}
        </Callout>
      ))}
      {errors.length > 0 && (
        <Callout intent="danger" compact role="alert" className="media-upload-message">
          {errors.map((m) => (
            <div key={m}>{m}</div>
          ))}
          {state === 'failed' && (
            <Button
              size="small"
              text="Retry"
              className="media-upload-retry"
              onClick={() => actor.send({ type: 'upload.retry' })}
            />
          )}
        </Callout>
      )}
      <Alert
        label="Picture ratio"
        isOpen={question !== null}
        intent="warning"
        icon="warning-sign"
        confirmButtonText="Yes"
        cancelButtonText="No"
        canEscapeKeyCancel
        onConfirm={() => actor.send({ type: 'ratio.yes' })}
        onCancel={() => actor.send({ type: 'ratio.no' })}
      >
        {question && (
          <>
            <p>
              <strong>{question.file.name}</strong> ({question.width}×{question.height})
            </p>
            <p>{ratioQuestion(question, slot ?? undefined)}</p>
          </>
        )}
      </Alert>
    </div>
  );
}
