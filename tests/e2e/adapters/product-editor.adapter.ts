/**
 * The product editor (machines/catalogue/product-editor.machine.ts) through ADD_PRODUCT (`#/addProduct`) and EDIT_PRODUCT
 * (`#/product/edit/7`). Save and Publish are the header's buttons; the flow's messages (a failed save, someone
 * else's newer save, a failed SKU suggestion, a failed load) are the callout above the form, with their buttons;
 * `variants.generate` is the simple product's Suggest SKU; leaving is the menu's Category link, asked about by the
 * confirmation while the input is unsaved.
 *
 * The validation is the page's own work (react-hook-form + zod): the editor yields to the browser before it
 * (`scheduler.yield`), which the walk holds so the validating state is seen, and the Save gesture fills the form
 * validly, valid for a Draft only (HSN and Brand blank, which Publish asks for) or with the product name blank, as
 * the path's next step (its outcome) asks. The requests — the product
 * read, the save (POST a new one, PUT an existing one), the publish and the SKU suggestion — are held and let
 * through to the server or answered with the path's failure; a 400 is a refusal on a field (the words of a taken
 * identification number, which the server sends as a 409 on the field: the same on the screen), shown on the field
 * with the focus. A failed read is the server failing each of the screen's tries (the query client
 * tries a 5xx three times). An edit path starts from the model's product: product 7, a Draft.
 */
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { API_BASE } from '../../../contract/platform/api-paths';
import { MESSAGES, SUCCESS, VALIDATION } from '../../../contract/platform/messages';
import { PRODUCT_API, PRODUCT_MESSAGES } from '../../../contract/catalogue/product';
import type { ProductEditorContext } from '../../../machines/catalogue/product-editor.machine';
import type { HeldWork, UiAdapter } from '../../paths/ui-adapter';
import type { RunningPortal } from '../../support/portal';
import { TIMEOUT_SCALE } from '../../support/e2e';
import { expectState } from './expect-state';

const api = (path: string) => new RegExp(`${API_BASE}${path}$`);
const editor = (page: Page) => page.locator('.screen.product-editor');
const form = (page: Page) => page.locator('form.product-form');
const actions = (page: Page) => editor(page).locator('.screen-actions');
/** Save and Publish by their icons: while busy they show a spinner instead of their names. */
const saveButton = (page: Page) => actions(page).locator('button:has(.bp6-icon-floppy-disk)');
const publishButton = (page: Page) => actions(page).locator('button:has(.bp6-icon-globe)');
/** Suggest SKU (a simple product) or Generate variants (a variable one), by its icon. */
const generateButton = (page: Page) => form(page).locator('button:has(.bp6-icon-lightbulb), .product-generate button');
const callout = (page: Page) => editor(page).locator('.screen-callout');
const calloutButton = (page: Page, name: string) => callout(page).getByRole('button', { name, exact: true });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirmation' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const categoryLink = (page: Page) => page.getByRole('navigation').getByRole('link', { name: 'Category', exact: true });

/** A field the walk made wrong (a blank name, a server refusal): the next editing state shows its message, focused. */
let fieldError: { label: string; message: string } | null = null;
let made = 0;
/** The product read fails on every try until the next Retry (the held first try is the walk's). */
let readsFail = false;
/** The portal's database: a read the path lets through first gets the status the path's outcome names. */
let portalDb: RunningPortal['db'] | null = null;

/** The last save sent made a new product (a POST), not a change to one (a PUT): the toast's words differ. */
let lastSaveCreated = false;

/** A category is chosen: a read product has one, a new one gets one on its first valid fill. */
let categoryChosen = false;

type Step = { type: string; publish?: boolean };
const isValidationError = (next?: EventObject) => next?.type === 'xstate.error.actor.validateForm';
/** The validation's outcome is a Draft's values only: HSN and Brand blank (machines/catalogue/product-editor.model.ts). */
const isDraftOnly = (next?: EventObject) =>
  next?.type === 'xstate.done.actor.validateForm' &&
  (next as EventObject & { output?: { hsn?: string } }).output?.hsn === '';

/** Fills each blank field a product needs (name, numbers, HSN, brand, SKU, price) and a category; `draftOnly` blanks HSN and Brand. */
async function fillValid(page: Page, draftOnly = false): Promise<void> {
  const tag = `${Date.now().toString(36)}-${++made}`.toUpperCase();
  const values = {
    'Product name': `Walked product ${tag}`,
    'Identification number': `PW-${tag}`,
    HSN: '6109',
    Brand: 'Walker',
    SKU: `PW-${tag}`,
    Price: '499',
  };
  for (const [label, value] of Object.entries(values)) {
    const input = field(page, label);
    if (draftOnly && (label === 'HSN' || label === 'Brand')) await input.fill('');
    else if ((await input.inputValue()).trim() === '') await input.fill(value);
  }
  if (categoryChosen) return;
  await form(page).getByLabel('Categories').click();
  await page.locator('.bp6-popover .bp6-menu-item').first().click();
  await page.keyboard.press('Escape');
  categoryChosen = true;
}

/** The validation held by the walk: the editor's `scheduler.yield` before it waits until the path's outcome step. */
const validation: HeldWork = {
  async hold(page) {
    if ((page as Page & { yieldsHeld?: boolean }).yieldsHeld) return;
    Object.assign(page, { yieldsHeld: true });
    await page.addInitScript(() => {
      const w = window as unknown as { heldYields: (() => void)[]; scheduler: { yield: () => Promise<void> } };
      w.heldYields = [];
      w.scheduler.yield = () => new Promise<void>((resolve) => w.heldYields.push(resolve));
    });
  },
  async settle(page) {
    await page.waitForFunction(() => (window as unknown as { heldYields: unknown[] }).heldYields.length > 0);
    await page.evaluate(() =>
      (window as unknown as { heldYields: (() => void)[] }).heldYields.splice(0).forEach((release) => release()),
    );
  },
};

const title = (context: ProductEditorContext) =>
  context.mode === 'add' ? 'Add Product' : context.mode === 'copy' ? 'Copy Product' : 'Edit Product';

/** The form's states: the header's buttons as the machine allows them, busy while it works, and the flow's message. */
const withForm = (state: string) => async (page: Page, snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as ProductEditorContext;
  const can = (event: Step) => snapshot.can(event as never);
  await expectState(
    page.getByRole('heading', { name: title(context), exact: true }),
    `the heading '${title(context)}'`,
    { visible: true },
  );
  await expectState(form(page), 'the product form', { visible: true });
  await expectState(leaveDialog(page), 'the question about leaving', { visible: false });
  const busy = ['validating', 'saving', 'publishing', 'refreshing'].includes(state);
  const spinner = async (button: ReturnType<typeof saveButton>, what: string, shown: boolean) => {
    if ((await button.locator('.bp6-button-spinner').count()) !== (shown ? 1 : 0))
      throw new Error(`${what} ${shown ? 'shows no' : 'shows a'} spinner`);
  };
  await expectState(saveButton(page), 'Save', {
    visible: true,
    enabled: can({ type: 'save.request', publish: false }),
  });
  await spinner(saveButton(page), 'Save', busy && !context.publish);
  await expectState(publishButton(page), 'Publish', {
    visible: context.status !== 'Active',
    enabled: can({ type: 'save.request', publish: true }),
  });
  if (context.status !== 'Active') await spinner(publishButton(page), 'Publish', busy && context.publish);
  await expectState(generateButton(page), 'Suggest SKU', {
    visible: true,
    enabled: can({ type: 'variants.generate' }),
  });
  if (state === 'failed' || state === 'generationFailed') {
    await expectState(callout(page).filter({ hasText: context.error ?? '' }), `the error '${context.error}'`, {
      visible: true,
    });
    await expectState(calloutButton(page, 'Retry'), 'Retry', { visible: true, enabled: true });
    await expectState(calloutButton(page, 'Dismiss'), 'Dismiss', { visible: true, enabled: true });
  } else if (state === 'conflict') {
    await expectState(callout(page).filter({ hasText: context.error ?? '' }), `the conflict '${context.error}'`, {
      visible: true,
    });
    await expectState(calloutButton(page, 'Reload'), 'Reload', {
      visible: can({ type: 'product.reload' }),
      enabled: true,
    });
    await expectState(calloutButton(page, 'Keep my changes'), 'Keep my changes', { visible: true, enabled: true });
  } else {
    await expectState(calloutButton(page, 'Retry'), 'a Retry', { visible: false });
    await expectState(calloutButton(page, 'Reload'), 'a Reload', { visible: false });
  }
  if (state === 'editing' && fieldError) {
    await expectState(form(page).getByText(fieldError.message).first(), `the message '${fieldError.message}'`, {
      visible: true,
    });
    await expectState(field(page, fieldError.label), `${fieldError.label} (the field to correct)`, { focused: true });
    // Shown once, on the editing state the refusal led to: the next gesture takes the focus elsewhere.
    fieldError = null;
  }
  if (state === 'saved') {
    // Seed §8: a new product (POSTed) is 'saved', a change to one (PUT) 'updated'.
    const news = context.publish
      ? SUCCESS.statusUpdated('product')
      : lastSaveCreated
        ? SUCCESS.saved('product')
        : SUCCESS.updated('product');
    await expectState(page.locator('.bp6-toast').getByText(news), `the toast '${news}'`, { visible: true });
    await expectState(
      editor(page)
        .locator('.screen-subtitle')
        .getByText(context.status ?? '', { exact: true }),
      `the status ${context.status}`,
      { visible: true },
    );
    if (!/#\/product\/edit\/\d+$/.test(page.url()))
      throw new Error(`the address is ${page.url()}, not the product's edit`);
  }
};

export const productEditorAdapter: UiAdapter = {
  model: 'product editor',
  walks: true,
  async start(page, input, portal) {
    fieldError = null;
    readsFail = false;
    categoryChosen = (input as { mode: string }).mode !== 'add';
    portalDb = portal.db;
    const { mode, productId } = input as { mode: string; productId: number | null };
    if (!(page as Page & { prepared?: boolean }).prepared) {
      Object.assign(page, { prepared: true });
      // A path that ends with unsaved input leaves it for the next one's page: the browser's question is answered yes.
      page.on('dialog', (dialog) => void dialog.accept());
      await page.route(api('/products/\\d+'), (route) =>
        readsFail && route.request().method() === 'GET'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ status: false, output: null, errors: [{ message: MESSAGES.technicalError }] }),
            })
          : route.fallback(),
      );
    }
    if (productId !== null) await portal.db.execute(sql`update products set status = 'Draft' where id = ${productId}`);
    const origin = page.url().split('#')[0];
    await page.goto('about:blank');
    await page.goto(`${origin}#${mode === 'add' ? '/addProduct' : `/product/edit/${productId}`}`);
    await page.getByRole('heading', { name: mode === 'add' ? 'Add Product' : 'Edit Product', exact: true }).waitFor();
    // A new product's choices (categories, taxes) are read before a gesture picks one.
    if (mode === 'add') await form(page).getByLabel('Product name').waitFor();
  },
  events: {
    'form.change': async (page) => {
      const name = field(page, 'Product name');
      await name.fill(`${await name.inputValue()} (changed)`.trim());
      await name.press('Tab');
    },
    'save.request': async (page, event, next) => {
      if (isValidationError(next)) {
        await field(page, 'Product name').fill('');
        fieldError = { label: 'Product name', message: VALIDATION.required };
      } else {
        await fillValid(page, isDraftOnly(next));
        // Publish, or a save of a published product (no Publish button then), asks for HSN first.
        const asksAll = (event as Step).publish || !(await publishButton(page).isVisible());
        fieldError = isDraftOnly(next) && asksAll ? { label: 'HSN', message: VALIDATION.required } : null;
      }
      await ((event as Step).publish ? publishButton(page) : saveButton(page)).click();
    },
    'save.retry': (page) => calloutButton(page, 'Retry').click(),
    'save.dismiss': (page) => calloutButton(page, 'Dismiss').click(),
    'product.reload': (page) => calloutButton(page, 'Reload').click(),
    'conflict.dismiss': (page) => calloutButton(page, 'Keep my changes').click(),
    'load.retry': (page) => {
      readsFail = false;
      return calloutButton(page, 'Retry').click();
    },
    'variants.generate': (page) => generateButton(page).click(),
    'variants.retry': (page) => calloutButton(page, 'Retry').click(),
    'variants.dismiss': (page) => calloutButton(page, 'Dismiss').click(),
    'leave.request': (page) => categoryLink(page).click(),
    'leave.confirm': (page) => leaveDialog(page).getByRole('button', { name: 'OK', exact: true }).click(),
    'leave.cancel': (page) => leaveDialog(page).getByRole('button', { name: 'Cancel', exact: true }).click(),
  },
  invokes: {
    loadProduct: {
      method: 'GET',
      url: api('/products/\\d+'),
      // The model's read says Draft even after a publish (one sample answer for every read): the server is made to say so.
      answer: async (event, request) => {
        readsFail = event.type.startsWith('xstate.error');
        const status = (event as EventObject & { output?: { status?: string } }).output?.status;
        const id = Number(/\/products\/(\d+)$/.exec(new URL(request.url()).pathname)?.[1]);
        if (status && id && portalDb)
          await portalDb.execute(sql`update products set status = ${status} where id = ${id}`);
        return undefined;
      },
    },
    validateForm: validation,
    saveProduct: {
      method: ['POST', 'PUT'],
      url: api(`(${PRODUCT_API.create}|/products/\\d+)`),
      // The server's 400 refuses a field: the identification number another product has.
      answer: (event, request) => {
        lastSaveCreated = request.method() === 'POST';
        const status = (event as EventObject & { error?: { status?: number } }).error?.status;
        if (status !== 400) return undefined;
        fieldError = { label: 'Identification number', message: PRODUCT_MESSAGES.identificationNumberExists };
        return { status, errors: [{ field: 'identificationNumber', message: fieldError.message }] };
      },
    },
    publishProduct: { method: 'PUT', url: api('/products/\\d+/status') },
    suggestSkuStem: { method: 'GET', url: api(PRODUCT_API.skuSuggestion) },
  },
  states: {
    loading: async (page, snapshot) => {
      const heading = title(snapshot.context as ProductEditorContext);
      await expectState(page.getByRole('heading', { name: heading, exact: true }), `the heading '${heading}'`, {
        visible: true,
      });
      await expectState(page.getByLabel('Loading the product'), 'the loading spinner', { visible: true });
      await expectState(form(page), 'the product form', { visible: false });
      await expectState(saveButton(page), 'Save while the product loads', { visible: true, enabled: false });
    },
    loadFailed: async (page, snapshot) => {
      const error = (snapshot.context as ProductEditorContext).error ?? '';
      // The query client tries a failing read three times, 1 s and 2 s apart, before the failure shows.
      await callout(page).waitFor({ timeout: 10_000 * TIMEOUT_SCALE });
      await expectState(callout(page).filter({ hasText: error }), `the error '${error}'`, { visible: true });
      await expectState(calloutButton(page, 'Retry'), 'Retry', { visible: true, enabled: true });
      await expectState(form(page), 'the product form', { visible: false });
      await expectState(saveButton(page), 'Save without a product', { visible: true, enabled: false });
    },
    editing: withForm('editing'),
    generating: withForm('generating'),
    generationFailed: withForm('generationFailed'),
    validating: withForm('validating'),
    saving: withForm('saving'),
    publishing: withForm('publishing'),
    refreshing: withForm('refreshing'),
    saved: withForm('saved'),
    failed: withForm('failed'),
    conflict: withForm('conflict'),
    askingLeave: async (page) => {
      await expectState(leaveDialog(page).getByText(MESSAGES.unsavedLeave), 'the question about leaving', {
        visible: true,
      });
      await expectState(leaveDialog(page).getByRole('button', { name: 'OK', exact: true }), 'OK', {
        visible: true,
        enabled: true,
        focused: true,
      });
      await expectState(leaveDialog(page).getByRole('button', { name: 'Cancel', exact: true }), 'Cancel', {
        visible: true,
        enabled: true,
      });
    },
    left: async (page) => {
      await expectState(leaveDialog(page), 'the question about leaving', { visible: false });
      await expectState(editor(page), 'the product editor', { visible: false });
      await expectState(
        page.getByRole('heading', { level: 1 }).filter({ hasText: /^Category$/ }),
        'the Category screen',
        { visible: true },
      );
    },
  },
};
