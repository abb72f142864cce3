/**
 * Calls for the password reset's open routes. Each recipe puts the code or token it needs straight into the
 * table (the e-mail is not what the walk checks), and hands every code, token and password to the walk's
 * secrets, so the audit table is searched for them.
 */
import { sql } from 'drizzle-orm';
import { PASSWORD_RESET_API } from '../../../contract/account/password-reset';
import { newResetCode, newResetToken } from '../../account/password-reset-codes';
import { hashPassword } from '../../platform/auth/passwords';
import type { Recipe, Walk } from './walk';

/** A staff user whose reset the walk makes (its new password is kept for later sign-ins). */
const USER = 'orders';

/** The user's id and a fresh, unverified code row of a known code (as if a minute had passed since the last). */
async function liveCode(walk: Walk): Promise<{ userId: number; code: string }> {
  const { userId } = await walk.signIn(USER);
  const code = newResetCode();
  walk.secrets.add(code);
  const codeHash = await hashPassword(code);
  await walk.db.execute(sql`insert into password_reset_codes (account_key, user_id, code_hash, sent_at, expires_at)
    values (${`user:${userId}`}, ${userId}, ${codeHash}, now() - interval '2 minutes', now() + interval '8 minutes')
    on conflict (account_key) do update set code_hash = excluded.code_hash, sent_at = excluded.sent_at, expires_at = excluded.expires_at,
      attempts = 0, verified_at = null, reset_token_hash = null, reset_token_expires_at = null, reset_token_used_at = null`);
  return { userId, code };
}

export const PASSWORD_RESET_RECIPES: Record<string, Recipe> = {
  [`POST /api${PASSWORD_RESET_API.requestCode}`]: async (walk) => {
    const { userId } = await liveCode(walk); // its code was sent two minutes ago: a new one may go
    return [{ method: 'POST', url: PASSWORD_RESET_API.requestCode, body: { login: USER }, actorId: userId }];
  },
  [`POST /api${PASSWORD_RESET_API.verifyCode}`]: async (walk) => {
    const { userId, code } = await liveCode(walk);
    return [
      {
        method: 'POST',
        url: PASSWORD_RESET_API.verifyCode,
        body: { login: USER, code },
        actorId: userId,
        settle: async (output) => {
          walk.secrets.add((output as { resetToken: string }).resetToken);
        },
      },
    ];
  },
  [`POST /api${PASSWORD_RESET_API.setPassword}`]: async (walk) => {
    const { userId } = await liveCode(walk);
    const { token, hash } = newResetToken();
    walk.secrets.add(token);
    await walk.db.execute(sql`update password_reset_codes set verified_at = now(), reset_token_hash = ${hash},
      reset_token_expires_at = now() + interval '5 minutes' where account_key = ${`user:${userId}`}`);
    const newPassword = `Reset@${walk.next()}x2026`;
    walk.secrets.add(newPassword);
    return [
      {
        method: 'POST',
        url: PASSWORD_RESET_API.setPassword,
        body: { resetToken: token, newPassword, confirmPassword: newPassword },
        actorId: userId,
        settle: async () => {
          walk.passwords.set(USER, newPassword);
        },
      },
    ];
  },
};
