/**
 * The robots.txt history: every saved version, newest first (who saved it, when, its size), each one viewable
 * in a dialog and restorable after a confirmation; a restore is saved as a new version on top of the current.
 */
import { Button, Classes, DialogBody, DialogFooter, Spinner, Tag } from '@blueprintjs/core';
import { Dialog } from '../../components/overlays';
import { useState } from 'react';
import { plural, ROBOT_TEXT_MESSAGES, type RobotText, type RobotTextVersionSummary } from '../../../contract';
import { useConfirm } from '../../components/confirm';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { formatCount, formatDateTime } from '../../lib/format';
import { useRestoreRobotText, useRobotTextHistory, useRobotTextVersion } from './robot-text-api';

export interface RobotTextHistoryProps {
  current: RobotText;
  canEdit: boolean;
}

/** Bytes as a person reads a file size: "38 bytes", "1.2 KB". */
const byteSize = (bytes: number) => (bytes < 1024 ? plural(bytes, 'byte') : `${(bytes / 1024).toFixed(1)} KB`);
const sizeOf = (v: RobotTextVersionSummary) => `${plural(v.lines, 'line')}, ${byteSize(v.bytes)}`;

export function RobotTextHistory({ current, canEdit }: RobotTextHistoryProps) {
  const history = useRobotTextHistory();
  const restore = useRestoreRobotText();
  const confirm = useConfirm();
  const [viewing, setViewing] = useState<number | null>(null);
  const versions = history.data?.pages.flatMap((page) => page.content) ?? [];

  const restoreVersion = async (from: number) => {
    const done = await confirm({
      message: ROBOT_TEXT_MESSAGES.confirmRestore(from),
      onConfirm: () => restore.mutateAsync({ from, current: current.version }),
    });
    if (!done) return;
    setViewing(null);
    toast.success(ROBOT_TEXT_MESSAGES.restored(from));
  };

  return (
    <section aria-labelledby="robots-history-title">
      <div className="panel-header">
        <h2 className="panel-title" id="robots-history-title">
          History
        </h2>
      </div>
      {history.isPending && <Spinner size={20} />}
      {history.isError && (
        <p role="alert">
          {errorMessage(history.error)} <Button size="small" text="Retry" onClick={() => void history.refetch()} />
        </p>
      )}
      <ol className="robots-history">
        {versions.map((v) => (
          <li key={v.version} className="robots-history-item">
            <div>
              <strong>Version {formatCount(v.version)}</strong>
              {v.version === current.version && (
                <Tag minimal intent="success" className="robots-tag">
                  Current
                </Tag>
              )}
              {v.restoredFrom !== null && (
                <Tag minimal className="robots-tag">
                  Restored from version {formatCount(v.restoredFrom)}
                </Tag>
              )}
              <div className={Classes.TEXT_MUTED}>
                {v.savedBy} · {v.savedAt && formatDateTime(v.savedAt)} · {sizeOf(v)}
              </div>
            </div>
            <div className="robots-history-actions">
              <Button
                size="small"
                text="View"
                aria-label={`View version ${v.version}`}
                onClick={() => setViewing(v.version)}
              />
              {canEdit && v.version !== current.version && (
                <Button
                  size="small"
                  text="Restore"
                  aria-label={`Restore version ${v.version}`}
                  onClick={() => void restoreVersion(v.version)}
                />
              )}
            </div>
          </li>
        ))}
      </ol>
      {history.hasNextPage && (
        <Button
          size="small"
          variant="minimal"
          text="Show older versions"
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        />
      )}
      <VersionDialog
        version={viewing}
        canRestore={canEdit && viewing !== current.version}
        onRestore={(v) => void restoreVersion(v)}
        onClose={() => setViewing(null)}
      />
    </section>
  );
}

interface VersionDialogProps {
  version: number | null;
  canRestore: boolean;
  onRestore(version: number): void;
  onClose(): void;
}

/** One version's text, read-only, with Restore. */
function VersionDialog({ version, canRestore, onRestore, onClose }: VersionDialogProps) {
  const read = useRobotTextVersion(version);
  return (
    <Dialog
      isOpen={version !== null}
      onClose={onClose}
      title={`Version ${version ?? ''}`}
      className="robots-version-dialog"
    >
      <DialogBody>
        {read.isPending && <Spinner size={20} />}
        {read.isError && <p role="alert">{errorMessage(read.error)}</p>}
        {read.data && (
          <>
            <p className={Classes.TEXT_MUTED}>
              {read.data.savedBy} · {read.data.savedAt && formatDateTime(read.data.savedAt)}
            </p>
            {/* Focusable so its text scrolls by keyboard. */}
            <pre className="robots-version-text" tabIndex={0} aria-label={`robots.txt of version ${version}`}>
              {read.data.text}
            </pre>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={onClose} />
            {canRestore && version !== null && (
              <Button intent="primary" text="Restore this version" onClick={() => onRestore(version)} />
            )}
          </>
        }
      />
    </Dialog>
  );
}
