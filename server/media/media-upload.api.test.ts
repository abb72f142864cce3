/**
 * `POST /api/media` (seed §7): the answer's shape, the 2 MB limit to the byte, the real type from the bytes
 * (a renamed PHP file, an HTML page named .jpg, an SVG with a script), a decompression bomb, files stored once
 * per content (also when two uploads of the same bytes race), and nothing half-written when a part is refused.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_API, MEDIA_LIMITS, MEDIA_MESSAGES } from '../../contract/media/media';
import { ENGINES } from '../test-support/test-app';
import { createMediaTestApp, type MediaTestApp } from '../test-support/media-test-app';
import { MEDIA_CACHE_CONTROL } from './serve';
import { mediaDirsIn } from './storage';
import { asApng, pngBomb, pngOfSize, solidImage } from './test-images';
import { API_BASE } from '../../contract/platform/api-paths';

const PHP = '<?php system($_GET["c"]); ?>';
const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';

describe.each(ENGINES)('media upload on %s', (engine) => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await createMediaTestApp(engine);
  });
  afterAll(() => t?.close());

  const rowCount = async () =>
    Number(
      (
        await t.app.inject({
          method: 'GET',
          url: `${API_BASE}${MEDIA_API.list}?pageSize=1`,
          headers: { authorization: `Bearer ${t.token}` },
        })
      ).headers['x-total-count'],
    );

  it("answers the seed's shape, stores the file with a WebP thumbnail and rendition, and serves it with its real type", async () => {
    const response = await t.upload([
      { filename: 'red kurta.png', content: await solidImage(532, 798), contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, errors: [] });
    expect(body.output).toHaveLength(1);
    const [item] = body.output;
    expect(item).toMatchObject({
      id: expect.any(Number),
      displayName: 'red kurta.png',
      path: expect.stringMatching(/^[0-9a-f]{2}\/[0-9a-f]{64}\.png$/),
      contentType: 'image/png',
      width: 532,
      height: 798,
      altText: '',
      version: 1,
    });
    const thumb = await sharp(path.join(mediaDirsIn(t.dataDir).root, item.thumbnailPath)).metadata();
    expect(thumb.format).toBe('webp');
    expect(thumb.width! <= 300 && thumb.height! <= 360 && (thumb.width === 300 || thumb.height === 360)).toBe(true);
    expect((await sharp(path.join(mediaDirsIn(t.dataDir).root, item.webpPath)).metadata()).format).toBe('webp');

    const served = await t.app.inject({ method: 'GET', url: `/media/${item.path}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.rawPayload.equals(await readFile(path.join(mediaDirsIn(t.dataDir).root, item.path)))).toBe(true);
  });

  it("accepts a file of exactly 2,097,152 bytes and refuses one byte more with 413 and the seed's message, leaving nothing", async () => {
    const exact = await pngOfSize(MEDIA_LIMITS.maxUploadBytes);
    const accepted = await t.upload([{ filename: 'exact.png', content: exact }]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().output[0].size).toBe(2_097_152);

    const before = { rows: await rowCount(), files: await t.storedFiles() };
    const refused = await t.upload([
      { filename: 'over.png', content: await pngOfSize(MEDIA_LIMITS.maxUploadBytes + 1) },
    ]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      status: false,
      output: null,
      errors: [{ field: 'file', message: 'File size must be less than or equal to 2 MB.' }],
    });
    expect({ rows: await rowCount(), files: await t.storedFiles() }).toEqual(before);
    const huge = await t.upload([
      { filename: 'huge.png', content: Buffer.concat([exact, Buffer.alloc(8 * 1_048_576)]) },
    ]);
    expect([huge.statusCode, huge.json().errors[0].message]).toEqual([413, MEDIA_MESSAGES.tooLarge]);
    expect({ rows: await rowCount(), files: await t.storedFiles() }).toEqual(before);
    expect(await t.scratchFiles()).toEqual([]);
  });

  it.each([
    ['a PHP script renamed .jpg', 'shell.php.jpg', PHP, 'image/jpeg'],
    ['an HTML page named .jpg', 'page.jpg', HTML, 'image/jpeg'],
    ['an SVG with a script', 'logo.svg', SVG, 'image/svg+xml'],
  ])('refuses %s by its bytes, whatever its name and claimed type', async (_what, filename, content, contentType) => {
    const before = await t.storedFiles();
    const response = await t.upload([{ filename, content, contentType }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'file', message: MEDIA_MESSAGES.notAnImage(filename) }]);
    expect(await t.storedFiles()).toEqual(before);
    expect(await t.scratchFiles()).toEqual([]);
  });

  it('keeps an animated PNG as a PNG, and WebP and GIF as themselves', async () => {
    const files = [
      { filename: 'moving.png', content: asApng(await solidImage(40, 60)), type: 'image/png' },
      { filename: 'photo.webp', content: await solidImage(40, 60, 'webp'), type: 'image/webp' },
      {
        filename: 'anim.gif',
        content: await sharp({ create: { width: 40, height: 60, channels: 3, background: '#3c3' } })
          .gif()
          .toBuffer(),
        type: 'image/gif',
      },
    ];
    const response = await t.upload(files.map(({ filename, content }) => ({ filename, content })));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().output.map((item: { contentType: string }) => item.contentType)).toEqual(
      files.map((f) => f.type),
    );
    const webp = response.json().output.find((item: { contentType: string }) => item.contentType === 'image/webp');
    expect(webp.webpPath).toBe(webp.path);
  });

  it('refuses a decompression bomb (a few hundred bytes saying 20000x20000) from its header, without decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200);
    const started = process.memoryUsage().rss;
    const response = await t.upload([{ filename: 'bomb.png', content: bomb }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'file', message: MEDIA_MESSAGES.tooManyPixels('bomb.png') }]);
    // Decoding 400 megapixels of RGB would take 1.2 GB.
    expect(process.memoryUsage().rss - started).toBeLessThan(200 * 1024 * 1024);
  });

  it('stores the same bytes once: two uploads give two items sharing one set of files', async () => {
    const image = await solidImage(200, 300, 'jpeg', { r: 10, g: 120, b: 30 });
    const first = (await t.upload([{ filename: 'green.jpg', content: image }])).json().output[0];
    const files = await t.storedFiles();
    const second = (await t.upload([{ filename: 'green again.jpg', content: image }])).json().output[0];
    expect(second.id).not.toBe(first.id);
    expect([second.path, second.thumbnailPath, second.webpPath]).toEqual([
      first.path,
      first.thumbnailPath,
      first.webpPath,
    ]);
    expect(await t.storedFiles()).toEqual(files);
  });

  it('takes two uploads of the same new bytes at once without an error, storing one file', async () => {
    const image = await solidImage(300, 460, 'png', { r: 1, g: 2, b: 250 });
    const before = await t.storedFiles();
    const answers = await Promise.all([1, 2, 3].map((n) => t.upload([{ filename: `blue ${n}.png`, content: image }])));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const paths = new Set(answers.map((a) => a.json().output[0].path));
    expect(paths.size).toBe(1);
    expect((await t.storedFiles()).length - before.length).toBe(3); // the original, its thumbnail, its WebP
  });

  it('refuses a request with a good and a bad part as a whole: no row and no file of either', async () => {
    const before = { rows: await rowCount(), files: await t.storedFiles() };
    const response = await t.upload([
      { filename: 'fine.png', content: await solidImage(65, 100, 'png', { r: 9, g: 9, b: 9 }) },
      { filename: 'evil.jpg', content: PHP },
    ]);
    expect(response.statusCode).toBe(400);
    expect({ rows: await rowCount(), files: await t.storedFiles() }).toEqual(before);
    expect(await t.scratchFiles()).toEqual([]);
  });

  it('uploads several files in one request, and refuses more than the limit, a part of another name, or no file', async () => {
    const three = await Promise.all([1, 2, 3].map((n) => solidImage(60 + n, 90, 'png', { r: n, g: 50, b: 50 })));
    const ok = await t.upload(three.map((content, i) => ({ filename: `set ${i}.png`, content })));
    expect(ok.json().output.map((item: { displayName: string }) => item.displayName)).toEqual([
      'set 0.png',
      'set 1.png',
      'set 2.png',
    ]);

    const tooMany = await t.upload(
      Array.from({ length: MEDIA_LIMITS.maxFilesPerUpload + 1 }, (_, i) => ({
        filename: `m${i}.png`,
        content: three[0],
      })),
    );
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().errors).toEqual([{ field: 'file', message: MEDIA_MESSAGES.tooManyFiles }]);
    const wrongName = await t.upload([{ filename: 'x.png', content: three[0], field: 'image' }]);
    expect(wrongName.json().errors).toEqual([{ field: 'file', message: MEDIA_MESSAGES.noFile }]);
    const json = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${MEDIA_API.list}`,
      payload: {},
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect([json.statusCode, json.json().errors]).toEqual([400, [{ field: 'file', message: MEDIA_MESSAGES.noFile }]]);
    expect(await t.scratchFiles()).toEqual([]);
  });

  it('serves no listing, nothing outside the stored names and no path out of the folder', async () => {
    for (const url of [
      '/media/',
      '/media/ab/',
      '/media/../pglite/PG_VERSION',
      '/media/%2e%2e/media-tmp/x',
      '/media/..%2fjwt-signing.key',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
