/** Calls for e-mail: the credentials section, the test e-mail and Resend, against a real SMTP server in the process. */
import { MAIL_API, type EmailCredentials } from '../../../contract/mail/mail';
import { sendMail } from '../../mail/send-mail';
import { closedPort, startTestSmtpServer } from '../../mail/test-smtp-server';
import type { Recipe, Walk } from './walk';
import { API_BASE } from '../../../contract/platform/api-paths';

/** Saves credentials pointing at `port` (a set-up call) with a fresh password the walk then looks for in the audit table. */
async function pointAt(
  walk: Walk,
  token: string,
  port: number,
): Promise<{ method: 'PUT'; url: string; body: object; token: string }> {
  const current = (
    await walk.app.inject({
      method: 'GET',
      url: `${API_BASE}${MAIL_API.emailCredentials}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().output as EmailCredentials;
  const password = `Smtp-walk-${walk.next()}-secret`;
  walk.secrets.add(password);
  return {
    method: 'PUT',
    url: MAIL_API.emailCredentials,
    token,
    body: {
      host: '127.0.0.1',
      port,
      security: 'none',
      username: 'walker',
      password,
      fromName: 'Walk',
      fromAddress: 'walk@shop.test',
      version: current.version,
    },
  };
}

export const MAIL_RECIPES: Record<string, Recipe> = {
  [`PUT /api${MAIL_API.emailCredentials}`]: async (walk) => {
    const admin = await walk.signIn();
    return [{ ...(await pointAt(walk, admin.token, 2525 + walk.next())), actorId: admin.userId, update: true }];
  },
  [`POST /api${MAIL_API.testEmail}`]: async (walk) => {
    const admin = await walk.signIn();
    const smtp = await startTestSmtpServer();
    await walk.prepare(await pointAt(walk, admin.token, smtp.port));
    return [
      {
        method: 'POST',
        url: MAIL_API.testEmail,
        token: admin.token,
        actorId: admin.userId,
        settle: () => smtp.close(),
      },
    ];
  },
  [`POST /api${MAIL_API.resend('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    await walk.prepare(await pointAt(walk, admin.token, await closedPort()));
    const failed = await sendMail(walk.app.db, { to: 'walk@shop.test', subject: 'Walk', text: 'Walk', kind: 'test' });
    const smtp = await startTestSmtpServer();
    await walk.prepare(await pointAt(walk, admin.token, smtp.port));
    return [
      {
        method: 'POST',
        url: MAIL_API.resend(failed.id),
        token: admin.token,
        actorId: admin.userId,
        update: true,
        settle: () => smtp.close(),
      },
    ];
  },
};
