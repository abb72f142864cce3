import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../contract';
import { ApiError, api, configureApiSession } from './api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const okBody = (output: unknown) => ({ status: true, output, errors: [] });
const failBody = (message: string) => ({ status: false, output: null, errors: [{ message }] });

function stubFetch(...responses: Array<Response | Error>) {
  const fetchMock = vi.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const headersOf = (mock: ReturnType<typeof stubFetch>, call: number) =>
  (mock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiSession(null);
});

describe('api client', () => {
  it('resolves with the envelope output and sends JSON to /api', async () => {
    const fetchMock = stubFetch(json(200, okBody({ id: 7 })));
    await expect(api.post('/things', { name: 'x' }, { query: { pageNum: 0, pageSize: 20 } })).resolves.toEqual({
      id: 7,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things?pageNum=0&pageSize=20');
    expect(init.body).toBe('{"name":"x"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends the bearer token only when there is one', async () => {
    let token: string | null = null;
    configureApiSession({ getToken: () => token, reauthenticate: async () => false });
    const fetchMock = stubFetch(json(200, okBody(1)), json(200, okBody(2)));
    await api.get('/a');
    token = 'abc';
    await api.get('/b');
    expect(headersOf(fetchMock, 0).Authorization).toBeUndefined();
    expect(headersOf(fetchMock, 1).Authorization).toBe('Bearer abc');
  });

  it('throws ApiError with the status, the errors and the first message', async () => {
    stubFetch(
      json(409, {
        status: false,
        output: null,
        errors: [{ field: 'name', message: 'name already exists' }, { message: 'second' }],
      }),
    );
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'name already exists' });
    expect((error as ApiError).errors).toHaveLength(2);
  });

  it('uses the technical-error message on a network failure or an empty body', async () => {
    stubFetch(new TypeError('Failed to fetch'), new Response('', { status: 502 }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, message: MESSAGES.technicalError });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, message: MESSAGES.technicalError });
  });

  it('treats a 200 with status false as a failure', async () => {
    stubFetch(json(200, failBody('Failed to upload a file.')));
    await expect(api.get('/media')).rejects.toMatchObject({ status: 200, message: 'Failed to upload a file.' });
  });

  it('on a 401 waits for the session to sign in again and retries once with the new token', async () => {
    let token = 'old';
    const reauthenticate = vi.fn(async () => {
      token = 'new';
      return true;
    });
    configureApiSession({ getToken: () => token, reauthenticate });
    const fetchMock = stubFetch(json(401, failBody('expired')), json(200, okBody('done')));
    await expect(api.put('/orders/1/cancel')).resolves.toBe('done');
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(headersOf(fetchMock, 1).Authorization).toBe('Bearer new');
  });

  it('rejects with the 401 when the session ends instead, and retries only once', async () => {
    configureApiSession({ getToken: () => 't', reauthenticate: async () => false });
    const fetchMock = stubFetch(json(401, failBody('expired')));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    configureApiSession({ getToken: () => 't', reauthenticate: async () => true });
    stubFetch(json(401, failBody('expired')), json(401, failBody('still expired')));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 401, message: 'still expired' });
  });

  it('retries without re-authenticating when another call already renewed the token', async () => {
    let token = 'old';
    const reauthenticate = vi.fn(async () => true);
    configureApiSession({ getToken: () => token, reauthenticate });
    const fetchMock = vi.fn(async () => {
      if (fetchMock.mock.calls.length === 1) {
        token = 'renewed';
        return json(401, failBody('expired'));
      }
      return json(200, okBody('ok'));
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/x')).resolves.toBe('ok');
    expect(reauthenticate).not.toHaveBeenCalled();
  });

  it('never re-authenticates the auth calls themselves', async () => {
    const reauthenticate = vi.fn(async () => true);
    configureApiSession({ getToken: () => 't', reauthenticate });
    const fetchMock = stubFetch(json(401, failBody(MESSAGES.incorrectLogin)));
    await expect(api.post('/auth/login', {}, { auth: false })).rejects.toMatchObject({
      message: MESSAGES.incorrectLogin,
    });
    expect(reauthenticate).not.toHaveBeenCalled();
    expect(headersOf(fetchMock, 0).Authorization).toBeUndefined();
  });

  it('returns the whole response for a blob download', async () => {
    stubFetch(new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const response = await api.blob('/order-details/1/label');
    expect(await response.text()).toBe('%PDF-1.7');
  });
});
