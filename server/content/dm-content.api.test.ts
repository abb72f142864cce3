import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DM_CONTENT_MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { resourcePaths } from '../../contract/platform/resource';
import { DM_BODY_LIMITS, dmContentResource } from '../../contract/content/dm-content';
import { errorBody, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const paths = resourcePaths(dmContentResource);
const long = (n: number) => 'a'.repeat(n);
const SMS = {
  name: 'Flash sale SMS',
  channel: 'SMS',
  subject: '',
  body: 'Hi {{firstName}}, {{promoDiscount}} off today: {{shopUrl}}',
};
const EMAIL = {
  name: 'Flash sale email',
  channel: 'Email',
  subject: '{{promoDiscount}} off at {{shopName}}',
  body: 'Dear {{ customerName }},\nUse {{promoCode}}.',
};

describe.each(ENGINES)('DM content on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api${path}`,
      payload: body as object,
      headers: { authorization: `Bearer ${admin}` },
    });
  const count = async () =>
    (await call('POST', `${paths.search}?pageNum=0&pageSize=1`, { searchCriteriaList: [], dataOption: 'all' })).json()
      .output.totalElements as number;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  it('lists the demo templates of every channel, each using only listed placeholders', async () => {
    const rows = (
      await call('POST', `${paths.search}?pageNum=0&pageSize=50`, { searchCriteriaList: [], dataOption: 'all' })
    ).json().output.content as { channel: string; subject: string }[];
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => r.channel))).toEqual(new Set(['Email', 'SMS', 'WhatsApp']));
    expect(rows.filter((r) => r.channel !== 'Email').every((r) => r.subject === '')).toBe(true);
  });

  it('creates an email template with placeholders in subject and body', async () => {
    const created = await call('POST', paths.create, EMAIL);
    expect(created.statusCode).toBe(201);
    expect(created.json().output).toMatchObject({ ...EMAIL, status: 'Active', version: 1 });
  });

  it('refuses an unknown placeholder with a field error naming it, on the body or the subject', async () => {
    const body = await call('POST', paths.create, { ...SMS, body: 'Hi {{firstName}}, order {{orderNumber}} shipped' });
    expect(body.statusCode).toBe(400);
    expect(errorBody(body).errors).toEqual([
      { field: 'body', message: DM_CONTENT_MESSAGES.unknownPlaceholder('{{orderNumber}}') },
    ]);
    const subject = await call('POST', paths.create, { ...EMAIL, name: 'Other', subject: 'For {{CustomerName}}' });
    expect(errorBody(subject).errors).toEqual([
      { field: 'subject', message: DM_CONTENT_MESSAGES.unknownPlaceholderLike('{{CustomerName}}', '{{customerName}}') },
    ]);
    const open = await call('POST', paths.create, { ...SMS, body: 'Hi {{firstName' });
    expect(errorBody(open).errors).toEqual([{ field: 'body', message: DM_CONTENT_MESSAGES.unclosedPlaceholder }]);
    expect(await count()).toBe(9);
  });

  it('needs a subject for email only, and keeps none for SMS or WhatsApp', async () => {
    const noSubject = await call('POST', paths.create, { ...EMAIL, name: 'No subject', subject: '  ' });
    expect(noSubject.statusCode).toBe(400);
    expect(errorBody(noSubject).errors).toEqual([{ field: 'subject', message: VALIDATION.required }]);
    const sms = await call('POST', paths.create, { ...SMS, subject: 'Ignored {{shopName}}' });
    expect(sms.statusCode).toBe(201);
    expect(sms.json().output.subject).toBe('');
    const { id, version } = sms.json().output;
    const toEmail = await call('PUT', paths.one(id), { ...SMS, channel: 'Email', subject: '', version });
    expect(errorBody(toEmail).errors).toEqual([{ field: 'subject', message: VALIDATION.required }]);
  });

  it('bounds the body by channel: 1,600 characters for SMS, 1,024 for WhatsApp, 20,000 for email', async () => {
    for (const [channel, limit] of [
      ['SMS', DM_BODY_LIMITS.SMS],
      ['WhatsApp', DM_BODY_LIMITS.WhatsApp],
      ['Email', DM_BODY_LIMITS.Email],
    ] as const) {
      const over = await call('POST', paths.create, {
        name: `Long ${channel}`,
        channel,
        subject: 'Hello',
        body: long(limit + 1),
      });
      expect(over.statusCode, channel).toBe(400);
      expect(errorBody(over).errors, channel).toEqual([{ field: 'body', message: VALIDATION.maxLength(limit) }]);
      expect(
        (await call('POST', paths.create, { name: `Long ${channel}`, channel, subject: 'Hello', body: long(limit) }))
          .statusCode,
        channel,
      ).toBe(201);
    }
  });

  it('refuses a duplicate name in any case, and lets one of many simultaneous creates of a name through', async () => {
    const duplicate = await call('POST', paths.create, { ...SMS, name: 'WELCOME EMAIL' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorBody(duplicate).errors).toEqual([{ field: 'name', message: 'name already exists' }]);
    const before = await count();
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', paths.create, { ...SMS, name: 'Burst template' })),
    );
    expect(burst.map((r) => r.statusCode).toSorted()).toEqual([201, ...Array(7).fill(409)]);
    expect(await count()).toBe(before + 1);
  });

  it('answers hostile bodies with a 4xx quickly and writes nothing', async () => {
    const before = await count();
    const started = performance.now();
    const cases: unknown[] = [
      { ...SMS, name: 'Bomb', body: '{{'.repeat(200_000) },
      { ...SMS, name: 'Bomb 2', body: `{{${'x'.repeat(400_000)}}}` },
      { ...SMS, name: 'Nested', body: { a: [[[['{{firstName}}']]]] } },
      { ...SMS, name: 'Channel', channel: 'Pigeon' },
      { ...SMS, name: ['array'] },
      'not an object',
      null,
      7,
      [],
      [{}],
    ];
    for (const body of cases) {
      const response = await call('POST', paths.create, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await call('POST', paths.create, { ...SMS, name: 'Huge', body: 'x'.repeat(1_100_000) })).statusCode).toBe(
      413,
    );
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await count()).toBe(before);
  });
});
