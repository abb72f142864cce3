/** The demo pictures: drawn and stored through the upload code, listed by the API with alt texts, and the same bytes on a second seed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_API, type MediaItem } from '../../contract/media/media';
import { seedMedia } from '../seed/media';
import { ENGINES } from '../test-support/test-app';
import { createMediaTestApp, type MediaTestApp } from '../test-support/media-test-app';
import { API_BASE } from '../../contract/platform/api-paths';

describe.each(ENGINES)('demo media on %s', (engine) => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await createMediaTestApp(engine);
  });
  afterAll(() => t?.close());

  it('stores tall product shots at 0.65 and wide banners, each with an alt text, served from /media/', async () => {
    expect(await seedMedia(t.db, t.dataDir)).toBe(8);
    const list = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${MEDIA_API.list}?pageSize=100`,
      headers: { authorization: `Bearer ${t.token}` },
    });
    const items = list.json().output as MediaItem[];
    expect(items).toHaveLength(8);
    expect(items.every((item) => item.altText.length > 0)).toBe(true);
    expect(items.filter((item) => item.width / item.height === 0.65)).toHaveLength(6);
    expect(items.filter((item) => item.width > item.height)).toHaveLength(2);
    const thumb = await t.app.inject({ method: 'GET', url: `/media/${items[0].thumbnailPath}` });
    expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/webp']);

    const files = await t.storedFiles();
    await seedMedia(t.db, t.dataDir);
    expect(await t.storedFiles()).toEqual(files);
  });
});
