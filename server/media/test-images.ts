/**
 * Test and benchmark support: images made by sharp, a PNG padded to an exact byte size, and a multipart
 * body as a browser's FormData would send it (parts named `file`), for app.inject or a real HTTP request.
 */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { API_BASE } from '../../contract/platform/api-paths';
import { MEDIA_API } from '../../contract/media/media';

/** A plain-coloured image of the size and format given. */
export function solidImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
  rgb = { r: 200, g: 80, b: 120 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: rgb } })
    .toFormat(format)
    .toBuffer();
}

/** A noisy image (compresses badly, so its bytes are near its pixels'), for big uploads. */
export function noisyImage(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A plain PNG just under the library's pixel limit (6324x6324, 39.99 megapixels) that compresses to a few hundred KiB. */
export function nearLimitPng(rgb = { r: 200, g: 80, b: 120 }): Promise<Buffer> {
  return sharp({ create: { width: 6324, height: 6324, channels: 3, background: rgb } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid PNG of exactly `bytes` bytes: a small image with a private ancillary chunk (decoders skip it) as padding. */
export async function pngOfSize(bytes: number): Promise<Buffer> {
  const png = await solidImage(64, 96);
  const padding = bytes - png.length - 12; // a chunk adds 12 bytes around its data
  if (padding < 0) throw new Error(`A PNG cannot be as small as ${bytes} bytes here`);
  const endOfHeader = 8 + 25; // signature + IHDR chunk
  return Buffer.concat([
    png.subarray(0, endOfHeader),
    pngChunk('prVt', Buffer.alloc(padding, 7)),
    png.subarray(endOfHeader),
  ]);
}

/** A PNG marked as animated (an `acTL` chunk after the header, one frame): what file-type reports as image/apng. */
export function asApng(png: Buffer): Buffer {
  const control = Buffer.alloc(8);
  control.writeUInt32BE(1, 0); // frames; plays (0: forever) stay 0
  return Buffer.concat([png.subarray(0, 33), pngChunk('acTL', control), png.subarray(33)]);
}

/** A PNG whose header says 20000x20000 (400 megapixels) in a file of a few hundred bytes: its rows are never sent. */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One file part of a multipart body. */
export interface FilePart {
  filename: string;
  content: Buffer | string;
  contentType?: string;
  /** Default `file` (the seed's part name). */
  field?: string;
}

/** A multipart/form-data body and its content type header. */
export function multipartBody(parts: readonly FilePart[]): { body: Buffer; contentType: string } {
  const boundary = `----media-test-${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
        `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads a 1200×400 banner through `POST /api/media` as `token`'s user; returns the new library item's id. */
export async function uploadBanner(
  app: {
    inject: (
      options: object,
    ) => Promise<{ statusCode: number; body: string; json: () => { output: { id: number }[] } }>;
  },
  token: string,
  filename = 'banner.png',
): Promise<number> {
  const { body, contentType } = multipartBody([
    { filename, contentType: 'image/png', content: await solidImage(1200, 400) },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: `${API_BASE}${MEDIA_API.list}`,
    payload: body,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().output[0].id;
}
