/** A fetch that answers from an app through `inject` (no port): what the storefront client uses in API tests. */
import type { App } from '../app';

export function injectFetch(app: App): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const bodiless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodiless ? null : answer.body, { status: answer.statusCode, headers });
  };
}
