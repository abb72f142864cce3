/**
 * The password reset (machines/account/password-reset.machine.ts) through FORGOT_PASSWORD, VERIFY_OTP and SET_NEW_PASSWORD,
 * signed out, for the order staff's account. A code typed is the one really mailed (read from the Outbox), so a
 * verification the path lets through is the server's; the refusals a path asks for are the server's answers for
 * them (400 a wrong code, 429 too many tries or too soon, 409 expired), answered to the held request. A new code
 * is asked for a minute later, on the page's clock and the server's. Each path starts with the account's password
 * and codes as they were.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { API_BASE } from '../../../contract/platform/api-paths';
import { PASSWORD_RESET_API, RESET_MESSAGES } from '../../../contract/account/password-reset';
import type {
  PasswordResetContext,
  PasswordResetEvent,
  RequestOutcome,
  SaveOutcome,
  VerifyOutcome,
} from '../../../machines/account/password-reset.machine';
import { queryRows } from '../../../server/db/transaction';
import { secretsOf } from '../../../server/platform/secrets/secrets-of-app';
import type { RunningPortal } from '../../support/portal';
import type { HeldRequest, UiAdapter } from '../../paths/ui-adapter';
import { expectState } from './expect-state';

/** The model's login (machines/account/password-reset.model.ts). */
const EMAIL = 'orders@demoshop.in';
let portal: RunningPortal;
let originalHash = '';

const screen = (page: Page) => page.locator('.login-page');
const heading = (page: Page, title: string) => page.getByRole('heading', { name: title, exact: true });
const submit = (page: Page) => screen(page).locator('button[type="submit"]');
const resend = (page: Page) => screen(page).getByRole('button', { name: /^Send a new code/ });
const alertOf = (page: Page) => screen(page).getByRole('alert');

/** The newest code mailed to the account (the Outbox keeps mails sealed; the walk opens them as the test does). */
async function mailedCode(): Promise<string | null> {
  const [row] = await queryRows<{ text: string }>(
    portal.db,
    sql`select text from outbox where "to" = ${EMAIL} and kind = 'password-reset' order by id desc limit 1`,
  );
  return row ? (/\b(\d{6})\b/.exec(secretsOf(portal.db).open(row.text))?.[1] ?? null) : null;
}

const outputOf = <T>(event: EventObject) => (event as EventObject & { output?: T }).output;

/** A refusal to send yet is the server's 429 with its wait. */
const requestAnswer: HeldRequest['answer'] = (event) => {
  const o = outputOf<RequestOutcome>(event);
  return o && !o.sent ? { status: 429, errors: [{ message: o.message }] } : undefined;
};

const STATUS_OF_VERDICT = { wrongCode: 400, tooManyTries: 429, expired: 409 } as const;

async function checkMessages(
  page: Page,
  context: PasswordResetContext,
  shown: 'error' | 'notice' | 'none',
): Promise<void> {
  if (shown === 'error')
    await expectState(alertOf(page).filter({ hasText: context.error ?? '' }), `the error '${context.error}'`, {
      visible: true,
    });
  else await expectState(alertOf(page), 'an error', { visible: false });
  const notice = screen(page)
    .getByRole('status')
    .filter({ hasText: context.notice ?? '' });
  if (shown === 'notice') await expectState(notice, `the notice '${context.notice}'`, { visible: true });
}

const forgot = (phase: 'editing' | 'requesting' | 'failed') => async (page: Page, snapshot: AnyMachineSnapshot) => {
  await expectState(heading(page, 'Forgot Password'), 'the Forgot Password step', { visible: true });
  await expectState(submit(page), 'Send code', { visible: true, enabled: phase !== 'requesting' });
  await checkMessages(page, snapshot.context as PasswordResetContext, phase === 'failed' ? 'error' : 'none');
};

const code =
  (phase: 'entering' | 'wrongCode' | 'tooManyTries' | 'expired' | 'verifying' | 'resending' | 'failed') =>
  async (page: Page, snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as PasswordResetContext;
    await expectState(heading(page, 'Verify OTP'), 'the Verify OTP step', { visible: true });
    const canVerify = snapshot.can({ type: 'code.submit', code: '' } as never);
    await expectState(submit(page), 'Verify', { visible: true, enabled: canVerify && phase !== 'verifying' });
    if (phase === 'resending')
      await expectState(resend(page), 'Send a new code while one is asked for', { enabled: false });
    await checkMessages(page, context, context.error ? 'error' : context.notice ? 'notice' : 'none');
  };

const password = (phase: 'entering' | 'saving' | 'failed') => async (page: Page, snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as PasswordResetContext;
  await expectState(heading(page, 'Set New Password'), 'the Set New Password step', { visible: true });
  await expectState(submit(page), 'Set password', { visible: true, enabled: phase !== 'saving' });
  for (const item of context.fieldErrors)
    await expectState(screen(page).getByText(item.message).first(), `the field error '${item.message}'`, {
      visible: true,
    });
  if (phase === 'failed') await checkMessages(page, context, 'error');
};

export const passwordResetAdapter: UiAdapter = {
  model: 'password reset',
  walks: true,
  async start(page, _input, running) {
    portal = running;
    if (!originalHash) {
      [{ hash: originalHash }] = await queryRows<{ hash: string }>(
        portal.db,
        sql`select password_hash as hash from portal_users where email = ${EMAIL}`,
      );
      // The clock the wait for a new code counts on, so a minute can pass at once.
      await page.clock.install();
    }
    await portal.db.execute(sql`update portal_users set password_hash = ${originalHash} where email = ${EMAIL}`);
    // No code out, and no attempts counted: each path asks as a first visit would.
    await portal.db.execute(sql`delete from password_reset_codes`);
    await portal.db.execute(sql`delete from login_failures`);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(`${page.url().split('#')[0]}#/forgot-password`);
    await page.reload();
    await heading(page, 'Forgot Password').waitFor();
  },
  events: {
    'login.submit': async (page, event) => {
      await screen(page)
        .getByLabel('Username or email')
        .fill((event as Extract<PasswordResetEvent, { type: 'login.submit' }>).login);
      await submit(page).click();
    },
    'code.submit': async (page, event) => {
      await screen(page)
        .getByLabel('6-digit code')
        .fill((await mailedCode()) ?? (event as Extract<PasswordResetEvent, { type: 'code.submit' }>).code);
      await submit(page).click();
    },
    'code.resend': async (page) => {
      // A minute passes, for the page's countdown and the server's once-a-minute rule alike.
      await portal.db.execute(sql`update password_reset_codes set sent_at = sent_at - interval '61 seconds'`);
      await page.clock.fastForward(61_000);
      await resend(page).click();
    },
    'password.submit': async (page, event) => {
      const { newPassword, confirmPassword } = event as Extract<PasswordResetEvent, { type: 'password.submit' }>;
      await screen(page).getByLabel('New password').fill(newPassword);
      await screen(page).getByLabel('Confirm password').fill(confirmPassword);
      await submit(page).click();
    },
    'flow.restart': (page) => screen(page).getByRole('link', { name: 'Use another username or email' }).click(),
  },
  invokes: {
    requestCode: {
      method: 'POST',
      url: new RegExp(`${API_BASE}${PASSWORD_RESET_API.requestCode}$`),
      answer: requestAnswer,
    },
    resendCode: {
      method: 'POST',
      url: new RegExp(`${API_BASE}${PASSWORD_RESET_API.requestCode}$`),
      answer: requestAnswer,
    },
    verifyCode: {
      method: 'POST',
      url: new RegExp(`${API_BASE}${PASSWORD_RESET_API.verifyCode}$`),
      answer: (event) => {
        const o = outputOf<VerifyOutcome>(event);
        return o && !o.ok
          ? {
              status: STATUS_OF_VERDICT[o.reason],
              errors: [{ field: o.reason === 'expired' ? undefined : 'code', message: o.message }],
            }
          : undefined;
      },
    },
    setPassword: {
      method: 'POST',
      url: new RegExp(`${API_BASE}${PASSWORD_RESET_API.setPassword}$`),
      answer: (event) => {
        const o = outputOf<SaveOutcome>(event);
        if (!o || o.ok) return undefined;
        return o.reason === 'invalid'
          ? { status: 400, errors: o.errors }
          : { status: 409, errors: [{ message: o.message }] };
      },
    },
  },
  states: {
    'forgot.editing': forgot('editing'),
    'forgot.requesting': forgot('requesting'),
    'forgot.failed': forgot('failed'),
    'code.entering': code('entering'),
    'code.wrongCode': code('wrongCode'),
    'code.tooManyTries': code('tooManyTries'),
    'code.expired': code('expired'),
    'code.verifying': code('verifying'),
    'code.resending': code('resending'),
    'code.failed': code('failed'),
    'password.entering': password('entering'),
    'password.saving': password('saving'),
    'password.failed': password('failed'),
    done: async (page) => {
      await expectState(page.getByRole('heading', { name: 'Sign in', exact: true }), 'the sign-in screen', {
        visible: true,
      });
      await expectState(page.getByText(RESET_MESSAGES.passwordReset), 'the news of the reset', { visible: true });
    },
  },
};
