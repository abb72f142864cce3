/**
 * PRODUCT_IMPORT (issue 13 §5): export the catalogue as CSV; import one as a change set — the dry run lists
 * each product's rows with what would change (old → new) and its errors, staff untick products, apply in
 * the background with a progress bar, and may roll an applied set back. The flow is productImportMachine.
 */
import { Button, Callout, FileInput, ProgressBar, Tag } from '@blueprintjs/core';
import { Alert } from '../../../components/overlays';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ChangeSet } from '../../../../contract/catalogue/product-import';
import { plural } from '../../../../contract/platform/plural';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { ChangeSetItems } from './ChangeSetItems';
import { downloadCatalogue } from './import-api';
import { useProductImport } from './use-product-import';
// oxlint-disable-next-line import/no-unassigned-import -- the screen's styles, bundled by Vite
import './product-import.css';

function ExportButton() {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadCatalogue();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return <Button icon="download" text="Export catalogue CSV" loading={busy} onClick={() => void run()} />;
}

function Summary({ set }: { set: ChangeSet }) {
  const settled = set.outcomes.applied + set.outcomes.failed + set.outcomes.skipped;
  const finished = set.status === 'applied' || set.status === 'rolledBack';
  return (
    <div className="import-summary" aria-label="Summary">
      <p>
        <strong>{set.fileName}</strong>: {set.rows} rows, {set.products} products, read by {set.createdBy}. Stock of
        existing variants is not changed by an import; a new variant's stock is received as its opening stock.
      </p>
      <div className="import-tags">
        <Tag minimal intent="success">
          New {set.actions.create}
        </Tag>
        <Tag minimal intent="primary">
          Changed {set.actions.update}
        </Tag>
        <Tag minimal>Unchanged {set.actions.unchanged}</Tag>
        <Tag minimal intent="danger">
          Errors {set.actions.invalid}
        </Tag>
        {set.status === 'ready' && (
          <Tag minimal intent="primary">
            Ticked {set.included}
          </Tag>
        )}
      </div>
      {set.status !== 'ready' && (
        <div className="import-progress">
          <ProgressBar
            aria-label="Progress"
            value={set.products ? settled / set.products : 1}
            intent={finished ? 'success' : 'primary'}
            stripes={!finished}
            animate={!finished}
          />
          <div className="import-tags" aria-label="Outcomes">
            <span>
              {set.status === 'rolledBack' ? 'Rolled back' : set.status === 'applied' ? 'Applied' : 'Applying'}:{' '}
              {settled} of {set.products}
            </span>
            <Tag minimal intent="success">
              Applied {set.outcomes.applied}
            </Tag>
            <Tag minimal>Skipped {set.outcomes.skipped}</Tag>
            <Tag minimal intent="danger">
              Failed {set.outcomes.failed}
            </Tag>
          </div>
        </div>
      )}
    </div>
  );
}

export function ProductImportScreen() {
  usePageTitle('Import Products');
  const id = useParams().id;
  const chosen = useRef<File | null>(null);
  const actor = useProductImport(id && id !== 'new' ? id : null, chosen);
  const set = useSelector(actor, (s) => s.context.set);
  const error = useSelector(actor, (s) => s.context.error);
  const choosing = useSelector(actor, (s) => s.matches('choosing'));
  const uploading = useSelector(actor, (s) => s.matches('uploading'));
  const reviewing = useSelector(actor, (s) => s.matches('reviewing'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const canApply = useSelector(actor, (s) => s.can({ type: 'apply.request' }));
  const canRollback = useSelector(actor, (s) => s.can({ type: 'rollback.request' }));
  const confirmingApply = useSelector(actor, (s) => s.matches('confirmingApply'));
  const confirmingRollback = useSelector(actor, (s) => s.matches('confirmingRollback'));
  const starting = useSelector(actor, (s) => s.matches('startingApply'));
  const rollingBack = useSelector(actor, (s) => s.matches('rollingBack'));

  const choose = (file: File | undefined) => {
    if (!file) return;
    chosen.current = file;
    actor.send({ type: 'file.choose', file: { name: file.name, size: file.size } });
  };

  return (
    <div className="screen product-import">
      <ScreenHeader
        title="Import Products"
        subtitle="Export the catalogue, change it in a spreadsheet, and import it back as a change set you review first"
        actions={<ExportButton />}
      />
      {(choosing || uploading) && (
        <section className="import-choose" aria-label="Choose a file">
          <FileInput
            text={uploading ? 'Reading the file…' : 'Choose a CSV file…'}
            disabled={uploading}
            buttonText="Browse"
            inputProps={{ accept: '.csv,text/csv', 'aria-label': 'CSV file to import' }}
            onInputChange={(e) => choose(e.currentTarget.files?.[0])}
          />
          <p className="import-hint">
            One row per variant, as the export writes it: the identification number is the product, the SKU the variant.
            At most {IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB. Nothing changes until you apply.
          </p>
        </section>
      )}
      {error && (
        <Callout intent="danger" icon="error" className="import-callout">
          {error}
        </Callout>
      )}
      {loadFailed && <Button text="Retry" icon="refresh" onClick={() => actor.send({ type: 'load.retry' })} />}
      {set && (
        <>
          <Summary set={set} />
          <div className="import-actions">
            {(reviewing || starting) && (
              <Button
                intent="primary"
                icon="import"
                text={`Apply ${plural(set.included, 'product')}`}
                disabled={!canApply}
                loading={starting}
                onClick={() => actor.send({ type: 'apply.request' })}
              />
            )}
            {(canRollback || rollingBack) && (
              <Button
                intent="danger"
                icon="undo"
                text="Roll back"
                loading={rollingBack}
                onClick={() => actor.send({ type: 'rollback.request' })}
              />
            )}
          </div>
          <ChangeSetItems
            set={set}
            reviewing={reviewing}
            onSetChange={(next) => actor.send({ type: 'set.changed', set: next })}
          />
        </>
      )}
      <Alert
        label="Apply the import"
        isOpen={confirmingApply}
        intent="primary"
        icon="import"
        confirmButtonText="Apply"
        cancelButtonText="Cancel"
        onConfirm={() => actor.send({ type: 'dialog.confirm' })}
        onCancel={() => actor.send({ type: 'dialog.cancel' })}
      >
        Apply {set?.included} products to the catalogue? Each is applied whole or not at all; the change set can be
        rolled back while they stay unchanged.
      </Alert>
      <Alert
        label="Roll back the import"
        isOpen={confirmingRollback}
        intent="danger"
        icon="undo"
        confirmButtonText="Roll back"
        cancelButtonText="Cancel"
        onConfirm={() => actor.send({ type: 'dialog.confirm' })}
        onCancel={() => actor.send({ type: 'dialog.cancel' })}
      >
        Roll back this import? Products it created are deleted and products it changed get their earlier values back.{' '}
        {IMPORT_MESSAGES.stockNotChanged}.
      </Alert>
    </div>
  );
}
