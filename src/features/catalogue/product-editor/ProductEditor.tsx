/**
 * The editor: a header with the product's status, Save (the status stays) and Publish (saves and sets Active);
 * the flow's messages (failed with retry, a conflict with reload, a failed SKU suggestion); a sticky section nav
 * beside one long form of sections a person can scan.
 */
import { Button, Callout, Card, Spinner, Tag } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../../contract';
import type { EditorMode } from '../../../../machines/catalogue/product-editor.machine';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { usePageTitle } from '../../../lib/page-title';
import { LeaveGuard } from './LeaveGuard';
import { DescriptionSection } from './sections/DescriptionSection';
import { GeneralSection } from './sections/GeneralSection';
import { MediaSection } from './sections/MediaSection';
import { PricingSection } from './sections/PricingSection';
import { ShippingSection } from './sections/ShippingSection';
import { SpecificationsSection } from './sections/SpecificationsSection';
import { useProductEditor, type ProductEditorActor } from './useProductEditor';
// oxlint-disable-next-line import/no-unassigned-import -- the editor's stylesheet
import './product-editor.css';

const SECTIONS = [
  { id: 'general', title: 'General' },
  { id: 'pricing', title: 'Pricing & variants' },
  { id: 'shipping', title: 'Shipping & policies' },
  { id: 'media', title: 'Media & alt texts' },
  { id: 'description', title: 'Description' },
  { id: 'specifications', title: 'Specifications & FAQs' },
] as const;
const sectionId = (id: string) => `product-section-${id}`;

/** What the editor edits now: a new product, a copy, or (once saved or reloaded) that product. */
const TITLES: Record<EditorMode, string> = { add: 'Add Product', copy: 'Copy Product', edit: 'Edit Product' };

export function ProductEditor({ mode, productId }: { mode: EditorMode; productId: number | null }) {
  const editor = useProductEditor(mode, productId);
  const { form, actor, serverNote } = editor;
  const title = TITLES[useSelector(actor, (s) => s.context.mode)];
  usePageTitle(title);
  const loading = useSelector(actor, (s) => s.matches('loading') || s.matches('starting'));
  const loadFailed = useSelector(actor, (s) => s.matches('loadFailed'));
  const status = useSelector(actor, (s) => s.context.status);
  const sections: Record<(typeof SECTIONS)[number]['id'], ReactNode> = {
    general: <GeneralSection control={form.control} />,
    pricing: <PricingSection editor={editor} />,
    shipping: <ShippingSection control={form.control} />,
    media: <MediaSection control={form.control} />,
    description: <DescriptionSection control={form.control} />,
    specifications: <SpecificationsSection form={form} />,
  };
  return (
    <div className="screen product-editor">
      <LeaveGuard actor={actor} live={editor.live} />
      <ScreenHeader
        title={title}
        subtitle={
          status ? (
            <>
              Status{' '}
              <Tag minimal intent={status === 'Active' ? 'success' : 'none'}>
                {status}
              </Tag>
            </>
          ) : (
            'A new product is a Draft until it is published.'
          )
        }
        actions={<SaveButtons actor={actor} status={status} />}
      />
      {loadFailed && <FlowCallout actor={actor} retry="load.retry" />}
      {loading ? (
        <Spinner size={24} aria-label="Loading the product" />
      ) : (
        !loadFailed && (
          <>
            <FlowMessages actor={actor} serverNote={serverNote} />
            <div className="product-layout">
              <nav className="product-nav" aria-label="Sections of the product">
                {SECTIONS.map((s) => (
                  <Button
                    key={s.id}
                    variant="minimal"
                    alignText="start"
                    text={s.title}
                    onClick={() => {
                      const heading = document.getElementById(`${sectionId(s.id)}-title`);
                      heading?.scrollIntoView({ block: 'start' });
                      heading?.focus({ preventScroll: true });
                    }}
                  />
                ))}
              </nav>
              <form className="product-form" noValidate aria-label={title} onSubmit={(e) => e.preventDefault()}>
                {SECTIONS.map((s) => (
                  <Card
                    key={s.id}
                    compact
                    className="product-section"
                    id={sectionId(s.id)}
                    role="region"
                    aria-labelledby={`${sectionId(s.id)}-title`}
                  >
                    <h2 className="product-section-title" id={`${sectionId(s.id)}-title`} tabIndex={-1}>
                      {s.title}
                    </h2>
                    {sections[s.id]}
                  </Card>
                ))}
              </form>
            </div>
          </>
        )
      )}
    </div>
  );
}

function SaveButtons({ actor, status }: { actor: ProductEditorActor; status: string | null }) {
  const canSave = useSelector(actor, (s) => s.can({ type: 'save.request', publish: false }));
  const busy = useSelector(
    actor,
    (s) => s.matches('validating') || s.matches('saving') || s.matches('publishing') || s.matches('refreshing'),
  );
  const publishing = useSelector(actor, (s) => s.context.publish);
  return (
    <>
      <Button
        text="Save"
        icon="floppy-disk"
        disabled={!canSave}
        loading={busy && !publishing}
        onClick={() => actor.send({ type: 'save.request', publish: false })}
      />
      {status !== 'Active' && (
        <Button
          text="Publish"
          intent="primary"
          icon="globe"
          disabled={!canSave}
          loading={busy && publishing}
          onClick={() => actor.send({ type: 'save.request', publish: true })}
        />
      )}
    </>
  );
}

/** The flow's own messages: a failed save (retry), someone else's newer save (reload), a failed SKU suggestion. */
function FlowMessages({ actor, serverNote }: { actor: ProductEditorActor; serverNote: string | null }) {
  const state = useSelector(actor, (s) =>
    s.matches('failed')
      ? 'failed'
      : s.matches('conflict')
        ? 'conflict'
        : s.matches('generationFailed')
          ? 'generation'
          : null,
  );
  // A new product's refused save has no saved version to reload.
  const canReload = useSelector(actor, (s) => s.can({ type: 'product.reload' }));
  // The server's words: someone's newer save, or what else changed under the save (a category removed meanwhile).
  const error = useSelector(actor, (s) => s.context.error);
  if (state === 'failed') return <FlowCallout actor={actor} retry="save.retry" dismiss="save.dismiss" />;
  if (state === 'generation') return <FlowCallout actor={actor} retry="variants.retry" dismiss="variants.dismiss" />;
  if (state === 'conflict') {
    return (
      <Callout intent="warning" icon="warning-sign" compact role="alert" className="screen-callout">
        {error ?? MESSAGES.staleVersion}{' '}
        {canReload && (
          <>
            <Button
              size="small"
              intent="primary"
              text="Reload"
              onClick={() => actor.send({ type: 'product.reload' })}
            />{' '}
          </>
        )}
        <Button
          size="small"
          variant="minimal"
          text="Keep my changes"
          onClick={() => actor.send({ type: 'conflict.dismiss' })}
        />
      </Callout>
    );
  }
  return serverNote ? (
    <Callout intent="danger" icon="error" compact role="alert" className="screen-callout">
      {serverNote}
    </Callout>
  ) : null;
}

function FlowCallout({
  actor,
  retry,
  dismiss,
}: {
  actor: ProductEditorActor;
  retry: 'save.retry' | 'variants.retry' | 'load.retry';
  dismiss?: 'save.dismiss' | 'variants.dismiss';
}) {
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Callout intent="danger" icon="error" compact role="alert" className="screen-callout">
      {error} <Button size="small" text="Retry" onClick={() => actor.send({ type: retry })} />{' '}
      {dismiss && (
        <Button size="small" variant="minimal" text="Dismiss" onClick={() => actor.send({ type: dismiss })} />
      )}
    </Callout>
  );
}
