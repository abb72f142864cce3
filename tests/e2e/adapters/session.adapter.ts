/**
 * The session (machines/account/session.machine.ts) through the sign-in screen, the shell and the re-login modal. A path from
 * stored tokens starts with a real remembered session in the page's storage and the app loaded afresh (its
 * `checkSession`, the session check, held); one from nothing stored starts on the sign-in screen with empty storage.
 * The account is the order staff's, named and addressed as the model's (reset at each start).
 *
 * Gestures: sign in on whichever form is shown; a request answered 401 (as an expired token is) for
 * `session.unauthorized`; the user menu's Logout, in the modal its Logout; leaving the sign-in screen and coming
 * back for `session.dismiss`; a request answered 402 (the subscription set expired on the server too) for
 * `session.subscription`; the profile saved with the model's name and e-mail for `session.profile` (with the
 * subscription running for that save, where the path had it expire). The invokes are
 * the sign-in, the session check (also the refresh's request) and the logout.
 */
import { sql } from 'drizzle-orm';
import type { Page, Route } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { API_BASE } from '../../../contract/platform/api-paths';
import { ACCOUNT_API } from '../../../contract/account/account';
import { AUTH_API } from '../../../contract/account/auth';
import { MESSAGES } from '../../../contract/platform/messages';
import { SUBSCRIPTION_API } from '../../../contract/subscription/subscription';
import type { SessionOutput } from '../../../contract';
import type { SessionContext, SessionEvent } from '../../../machines/account/session.machine';
import { demoAccounts } from '../../../server/seed/accounts';
import { signInAs } from '../../../server/test-support/requests';
import { SESSION_STORAGE_KEY } from '../../../src/lib/session-storage';
import type { RunningPortal } from '../../support/portal';
import { TIMEOUT_SCALE } from '../../support/e2e';
import type { HeldRequest, UiAdapter } from '../../paths/ui-adapter';
import { expectState } from './expect-state';

const USER = 'orders';
const password = demoAccounts().find((a) => a.username === USER)!.password;
/** The model's account (machines/models.ts: sessionOutput). */
const MODEL_NAME = 'Order Staff';
const MODEL_EMAIL = 'orders@example.in';

let portal: RunningPortal;
/** The subscription the walk set expired (a profile saved meanwhile is let through: see `session.profile`). */
let expired = false;
const origin = (page: Page) => page.url().split('#')[0];

const loginPage = (page: Page) => page.locator('.login-page');
const relogin = (page: Page) => page.getByRole('dialog', { name: 'Session expired' });
/** The form the sign-in happens on: the modal's while it is open, else the sign-in screen's. */
const form = async (page: Page) => ((await relogin(page).isVisible()) ? relogin(page) : loginPage(page));
const signInButton = (scope: ReturnType<typeof loginPage>) => scope.locator('button[type="submit"]');
const userMenu = (page: Page) => page.locator('.user-menu-button');
const SESSION_CHECK = new RegExp(`${API_BASE}${AUTH_API.sessionCheck}$`);

async function setSubscription(state: 'active' | 'expired'): Promise<void> {
  const admin = await signInAs(portal.app, 'admin', demoAccounts().find((a) => a.username === 'admin')!.password);
  const answer = await portal.app.inject({
    method: 'PUT',
    url: `/api${SUBSCRIPTION_API.state}`,
    payload: { state },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  if (answer.statusCode !== 200) throw new Error(`the subscription could not be set ${state}: ${answer.body}`);
}

/**
 * Requests to the API with the session's token (ones the gesture causes) answered with `status`, every one until
 * `until`: a request to that address is sent (the page's refresh after a 401), or the promise settles (the banner a
 * 402 brings is shown). Not only the next one: a list's first reading may be given up by the page at once (replaced by
 * the one its address settles on), and its answer then reaches no one. When every refused request was given up so (a
 * screen left before its answer came, the screen returned to read from the cache), nothing follows: the gesture is
 * made again, a few times, and then fails saying what the page was sent and showed.
 */
async function answerWith(
  page: Page,
  status: number,
  cause: () => Promise<void>,
  until: RegExp | (() => Promise<unknown>),
): Promise<void> {
  let answered = false;
  const refused: string[] = [];
  const pattern = `**${API_BASE}/**`;
  const handler = async (route: Route) => {
    const url = route.request().url();
    if (until instanceof RegExp && until.test(url)) answered = true;
    // A request made with the session's token (the client acts on a 401 or 402 of those only), not the live stream.
    if (answered || url.endsWith('/live') || !route.request().headers().authorization) return route.fallback();
    refused.push(`${route.request().method()} ${new URL(url).pathname}`);
    await route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ status: false, output: null, errors: [{ message: 'refused' }] }),
    });
  };
  await page.route(pattern, handler);
  try {
    if (typeof until === 'function') {
      await cause();
      await until();
      return;
    }
    for (let attempt = 1; ; attempt++) {
      const sent = page.waitForRequest(until, { timeout: 5_000 * TIMEOUT_SCALE }).then(
        () => true,
        () => false,
      );
      await cause();
      if (await sent) return;
      if (attempt === 3) {
        const modal = await relogin(page).isVisible();
        // A refresh runs under a Web Lock shared by the tabs (src/app/session/refresh.ts): say who holds it and who waits.
        const locks = await page
          .evaluate(async () => {
            const { held = [], pending = [] } = await navigator.locks.query();
            return `held [${held.map((l) => l.name).join(', ')}], pending [${pending.map((l) => l.name).join(', ')}]`;
          })
          .catch(() => 'unknown');
        throw new Error(
          `a ${status} did not bring ${until} after ${attempt} tries: at ${page.url()}, refused [${refused.join(', ')}], re-login modal ${modal ? 'shown' : 'not shown'}, locks ${locks}`,
        );
      }
    }
  } finally {
    answered = true;
    await page.unroute(pattern, handler);
  }
}

/** A screen's requests: the order staff's order or return list, whichever is not shown, opened. */
const requestSomething = async (page: Page) => {
  await page.evaluate(() => {
    location.hash = location.hash.startsWith('#/manageOrder') ? '#/manageReturn/all' : '#/manageOrder/all';
  });
};

async function signInGesture(page: Page): Promise<void> {
  const scope = await form(page);
  const username = scope.getByLabel('Username or email');
  if (await username.isEditable()) await username.fill(USER);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await signInButton(scope).click();
}

/**
 * A session the path lets through is what its outcome says: the account named and addressed as the model's (a
 * profile saved earlier in the path renamed it), the subscription running unless the outcome says it expired.
 */
const sessionAnswer: HeldRequest['answer'] = async (event) => {
  const output = (event as EventObject & { output?: SessionOutput }).output;
  if (!output?.userDetails) return undefined;
  const { name, email } = output.userDetails;
  await portal.db.execute(
    sql`update portal_users set name = ${name}, email = ${email}, version = version + 1 where username = ${USER}`,
  );
  if (expired && output.subscriptionStatus !== 'expired') {
    await setSubscription('active');
    expired = false;
  }
  return undefined;
};

const signedOutCheck = (phase: 'idle' | 'signingIn' | 'failed') => async (page: Page, snapshot: AnyMachineSnapshot) => {
  const { error } = snapshot.context as SessionContext;
  await expectState(loginPage(page), 'the sign-in screen', { visible: true });
  await expectState(userMenu(page), 'the user menu', { visible: false });
  await expectState(signInButton(loginPage(page)), 'Sign in', { visible: true, enabled: phase !== 'signingIn' });
  await expectState(
    loginPage(page)
      .getByRole('alert')
      .filter({ hasText: error ?? MESSAGES.technicalError }),
    'the sign-in error',
    { visible: phase === 'failed' },
  );
};

const signedInCheck = async (page: Page, snapshot: AnyMachineSnapshot) => {
  const { user, subscriptionStatus } = snapshot.context as SessionContext;
  await expectState(loginPage(page), 'the sign-in screen', { visible: false });
  await expectState(page.getByRole('button', { name: `${user?.name}, user menu` }), `the user menu of ${user?.name}`, {
    visible: true,
  });
  await expectState(page.locator('.subscription-banner'), 'the read-only banner', {
    visible: subscriptionStatus === 'expired',
  });
};

const reLoginCheck = (phase: 'idle' | 'signingIn' | 'failed') => async (page: Page, snapshot: AnyMachineSnapshot) => {
  const { error } = snapshot.context as SessionContext;
  await expectState(relogin(page), 'the re-login modal', { visible: true });
  await expectState(signInButton(relogin(page)), 'Sign in', { visible: true, enabled: phase !== 'signingIn' });
  await expectState(
    relogin(page)
      .getByRole('alert')
      .filter({ hasText: error ?? MESSAGES.technicalError }),
    'the sign-in error',
    { visible: phase === 'failed' },
  );
};

export const sessionAdapter: UiAdapter = {
  model: 'session',
  walks: true,
  async start(page, input, running) {
    portal = running;
    await portal.db.execute(
      sql`update portal_users set name = ${MODEL_NAME}, email = ${MODEL_EMAIL}, version = version + 1 where username = ${USER}`,
    );
    await setSubscription('active');
    expired = false;
    const stored = (input as { stored: unknown }).stored !== null;
    const session = stored ? await signInAs(portal.app, USER, password, true) : null;
    await page.goto(`${origin(page)}#/login`);
    await page.evaluate(
      ([key, value]) => {
        localStorage.clear();
        sessionStorage.clear();
        if (value) localStorage.setItem(key, value);
      },
      [SESSION_STORAGE_KEY, session ? JSON.stringify({ ...session, remember: true }) : ''] as const,
    );
    await page.reload();
    if (!stored) await loginPage(page).waitFor();
  },
  events: {
    'session.signIn': signInGesture,
    'session.unauthorized': (page) => answerWith(page, 401, () => requestSomething(page), SESSION_CHECK),
    'session.logout': async (page) => {
      if (await relogin(page).isVisible())
        return relogin(page).getByRole('button', { name: 'Log out instead', exact: true }).click();
      await userMenu(page).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    },
    'session.dismiss': async (page) => {
      await loginPage(page).getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL(/#\/forgot/i);
      await page.goBack();
    },
    'session.subscription': async (page) => {
      await setSubscription('expired');
      expired = true;
      await answerWith(
        page,
        402,
        () => requestSomething(page),
        () =>
          page
            .locator('.subscription-banner')
            .waitFor({ timeout: 5_000 * TIMEOUT_SCALE })
            .catch(() => {}),
      );
    },
    'session.profile': async (page, event: EventObject) => {
      const { name, email } = event as Extract<SessionEvent, { type: 'session.profile' }>;
      await page.evaluate(() => {
        location.hash = '#/profile';
      });
      const profile = page.getByRole('form', { name: 'Profile' });
      await profile.getByLabel('Name', { exact: true }).fill(name);
      await profile.getByLabel('Email').fill(email);
      await profile.getByLabel('Current password').fill(password);
      // The path says the profile changed: a read-only portal (an expired subscription) refuses that save, so the
      // subscription runs for it and expires again after it (the page still knows it expired, as the machine does).
      if (expired) await setSubscription('active');
      const saved = expired
        ? page.waitForResponse(
            (r) => r.request().method() !== 'GET' && r.url().endsWith(`${API_BASE}${ACCOUNT_API.profile}`),
          )
        : null;
      await profile.getByRole('button', { name: 'Save profile' }).click();
      if (saved) {
        await saved;
        await setSubscription('expired');
      }
    },
  },
  invokes: {
    signIn: { method: 'POST', url: new RegExp(`${API_BASE}${AUTH_API.login}$`), answer: sessionAnswer },
    checkSession: { method: 'POST', url: SESSION_CHECK, answer: sessionAnswer },
    refreshSession: { method: 'POST', url: SESSION_CHECK, answer: sessionAnswer },
    signOut: { method: 'POST', url: new RegExp(`${API_BASE}${AUTH_API.logout}$`) },
  },
  states: {
    'starting.checking': async (page) => {
      await expectState(loginPage(page), 'the sign-in screen', { visible: false });
      await expectState(userMenu(page), 'the user menu', { visible: false });
    },
    'signedOut.idle': signedOutCheck('idle'),
    'signedOut.signingIn': signedOutCheck('signingIn'),
    'signedOut.failed': signedOutCheck('failed'),
    'signedIn.active': signedInCheck,
    'signedIn.refreshing': signedInCheck,
    'signedIn.signingOut': async (page) => {
      await expectState(relogin(page), 'the re-login modal', { visible: false });
    },
    'signedIn.reLogin.idle': reLoginCheck('idle'),
    'signedIn.reLogin.signingIn': reLoginCheck('signingIn'),
    'signedIn.reLogin.failed': reLoginCheck('failed'),
  },
};
