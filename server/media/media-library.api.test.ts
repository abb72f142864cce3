/**
 * The library after upload: the seed's `GET media?pageSize=100` shape, paging and search, rename and alt text
 * bound to a version, "where used" derived from the foreign keys (the categories' image), a delete refused
 * while used (also when the use appears after the check: the foreign key), and files removed with their last row.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_API, MEDIA_MESSAGES, type MediaItem } from '../../contract/media/media';
import { MESSAGES } from '../../contract/platform/messages';
import { categories } from '../catalogue/schema';
import { ENGINES } from '../test-support/test-app';
import { deleteMedia } from './edit';
import { createMediaTestApp, type MediaTestApp } from '../test-support/media-test-app';
import { mediaDirsIn } from './storage';
import { solidImage } from './test-images';
import { appMediaUsers } from './uses';
import { API_BASE } from '../../contract/platform/api-paths';

describe.each(ENGINES)('media library on %s', (engine) => {
  let t: MediaTestApp;
  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${t.token}` },
      ...(payload ? { payload } : {}),
    });
  const uploadOne = async (filename: string, shade: number): Promise<MediaItem> =>
    (await t.upload([{ filename, content: await solidImage(130, 200, 'png', { r: shade, g: 100, b: 100 }) }])).json()
      .output[0];

  beforeAll(async () => {
    t = await createMediaTestApp(engine);
  });
  afterAll(() => t?.close());

  it("lists the seed's shape newest first, a page at a time, with the total in x-total-count, searching names case-insensitively", async () => {
    const empty = await call('GET', '/media?pageSize=100');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ status: true, output: [], errors: [] });
    expect(empty.headers['x-total-count']).toBe('0');

    for (const [i, name] of ['Silk Saree.png', 'cotton kurta.png', 'silk dupatta.png', '100%_cotton.png'].entries())
      await uploadOne(name, i + 1);
    const all = await call('GET', '/media?pageSize=100');
    expect(all.json().output.map((m: MediaItem) => m.displayName)).toEqual([
      '100%_cotton.png',
      'silk dupatta.png',
      'cotton kurta.png',
      'Silk Saree.png',
    ]);
    expect(Object.keys(all.json().output[0])).toEqual(expect.arrayContaining(['id', 'displayName', 'path']));

    expect((await call('GET', '/media?pageSize=100&pageNum=0&search=')).headers['x-total-count']).toBe('4');
    const page = await call('GET', '/media?pageSize=2&pageNum=1');
    expect(page.json().output.map((m: MediaItem) => m.displayName)).toEqual(['cotton kurta.png', 'Silk Saree.png']);
    expect(page.headers['x-total-count']).toBe('4');
    const silk = await call('GET', '/media?pageSize=100&pageNum=0&search=SILK');
    expect(silk.json().output.map((m: MediaItem) => m.displayName)).toEqual(['silk dupatta.png', 'Silk Saree.png']);
    expect(silk.headers['x-total-count']).toBe('2');
    // % and _ are letters in a search, not patterns.
    expect(
      (await call('GET', '/media?search=0%25_').then((r) => r.json().output)).map((m: MediaItem) => m.displayName),
    ).toEqual(['100%_cotton.png']);
    expect((await call('GET', '/media?pageSize=0')).statusCode).toBe(400);
  });

  it('renames and sets the alt text against the version read; a stale version is a 409', async () => {
    const item = await uploadOne('blue top.png', 40);
    const saved = await call('PATCH', `/media/${item.id}`, {
      displayName: 'Blue crop top',
      altText: 'A blue cotton crop top',
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().output).toMatchObject({
      id: item.id,
      displayName: 'Blue crop top',
      altText: 'A blue cotton crop top',
      version: 2,
      path: item.path,
    });
    const stale = await call('PATCH', `/media/${item.id}`, { displayName: 'Other', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors).toEqual([{ message: MESSAGES.staleVersion }]);
    expect((await call('PATCH', '/media/999999', { altText: 'x', version: 1 })).statusCode).toBe(404);
  });

  it('finds where an image is used through the foreign keys, and refuses its delete with the list of users', async () => {
    expect(appMediaUsers().map((user) => `${user.kind}:${user.column.name}`)).toContain('category:image_media_id');
    const item = await uploadOne('saree banner.png', 70);
    const [category] = await t.db.select().from(categories).limit(1);
    await t.db.update(categories).set({ imageMediaId: item.id }).where(eq(categories.id, category.id));

    const uses = await call('GET', `/media/${item.id}/uses`);
    expect(uses.json().output).toEqual([{ kind: 'category', id: category.id, name: category.name }]);
    const refused = await call('DELETE', `/media/${item.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([{ message: MEDIA_MESSAGES.inUse(`category "${category.name}"`) }]);
    expect((await call('GET', `/media/${item.id}`)).statusCode).toBe(200);

    // A use the check did not see (here: the check is told of no users) is caught by the foreign key, with the same 409.
    const raced = await deleteMedia(t.db, mediaDirsIn(t.dataDir), item.id, []).then(
      () => null,
      (error: { statusCode: number; errors: unknown }) => error,
    );
    expect(raced).toMatchObject({
      statusCode: 409,
      errors: [{ message: MEDIA_MESSAGES.inUse(`category "${category.name}"`) }],
    });
    expect(await t.storedFiles()).toContain(item.path);
    await t.db.update(categories).set({ imageMediaId: null }).where(eq(categories.id, category.id));
  });

  it('deletes an unused image and its files, keeping files another item still shares', async () => {
    const image = await solidImage(90, 140, 'png', { r: 5, g: 6, b: 7 });
    const [a, b] = await Promise.all(
      ['one.png', 'two.png'].map(
        async (filename) => (await t.upload([{ filename, content: image }])).json().output[0] as MediaItem,
      ),
    );
    expect((await call('DELETE', `/media/${a.id}`)).json()).toEqual({ status: true, output: null, errors: [] });
    expect(await t.storedFiles()).toContain(b.path);
    expect((await call('DELETE', `/media/${b.id}`)).statusCode).toBe(200);
    expect(await t.storedFiles()).not.toContain(b.path);
    expect(await t.storedFiles()).not.toContain(b.thumbnailPath);
    expect((await call('GET', `/media/${b.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/media/${b.id}`)).statusCode).toBe(404);
    const audit = await t.db.execute(
      sql`select action from audit_log where entity = 'media' and entity_id = ${String(b.id)} order by id`,
    );
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      'create',
      'delete',
    ]);
  });

  it('refuses a staff user without the multimedia permission', async () => {
    const { signInAs } = await import('../test-support/requests');
    const orders = await signInAs(t.app, 'orders', 'Orders@12345');
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${MEDIA_API.list}`,
      headers: { authorization: `Bearer ${orders.token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});
