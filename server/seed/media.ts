/**
 * Demo pictures for the media library, drawn by sharp at seed time (no image files in the repository) and
 * stored through the library's own upload code, so `npm start` opens MULTIMEDIA with a library: product shots
 * at the recommended 0.65 ratio and wide banners, each with an alt text.
 */
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { media } from '../platform/media-schema';
import { mediaDirsIn } from '../media/storage';
import { saveStaged, stageFile, type StagedFile } from '../media/upload';

interface DemoPicture {
  file: string;
  label: string;
  alt: string;
  colours: [string, string];
  shape: 'tall' | 'wide';
  format: 'jpeg' | 'png' | 'webp';
}

const PICTURES: DemoPicture[] = [
  {
    file: 'red-silk-saree.jpg',
    label: 'Red silk saree',
    alt: 'Red Banarasi silk saree with a gold border',
    colours: ['#7f1d1d', '#ef4444'],
    shape: 'tall',
    format: 'jpeg',
  },
  {
    file: 'blue-cotton-kurta.jpg',
    label: 'Blue cotton kurta',
    alt: 'Indigo cotton kurta, straight cut',
    colours: ['#1e3a8a', '#60a5fa'],
    shape: 'tall',
    format: 'jpeg',
  },
  {
    file: 'green-lehenga.jpg',
    label: 'Green lehenga',
    alt: 'Emerald green lehenga with mirror work',
    colours: ['#14532d', '#4ade80'],
    shape: 'tall',
    format: 'jpeg',
  },
  {
    file: 'mustard-dupatta.png',
    label: 'Mustard dupatta',
    alt: 'Mustard yellow chiffon dupatta',
    colours: ['#713f12', '#ca8a04'],
    shape: 'tall',
    format: 'png',
  },
  {
    file: 'ivory-sherwani.jpg',
    label: 'Ivory sherwani',
    alt: 'Ivory sherwani with embroidered collar',
    colours: ['#292524', '#a8a29e'],
    shape: 'tall',
    format: 'jpeg',
  },
  {
    file: 'kids-kurta-set.webp',
    label: 'Kids kurta set',
    alt: 'Orange kurta and pyjama set for children',
    colours: ['#7c2d12', '#fb923c'],
    shape: 'tall',
    format: 'webp',
  },
  {
    file: 'festive-sale-banner.jpg',
    label: 'Festive sale — up to 40% off',
    alt: 'Festive sale banner: up to 40% off',
    colours: ['#581c87', '#f472b6'],
    shape: 'wide',
    format: 'jpeg',
  },
  {
    file: 'new-arrivals-banner.png',
    label: 'New arrivals',
    alt: 'New arrivals banner',
    colours: ['#134e4a', '#2dd4bf'],
    shape: 'wide',
    format: 'png',
  },
];

const SIZES = { tall: { width: 520, height: 800 }, wide: { width: 1200, height: 400 } } as const;

/** A garment-like outline for product shots; banners get a band of light instead. */
const figure = (shape: DemoPicture['shape'], w: number, h: number) =>
  shape === 'tall'
    ? `<path d="M${w * 0.35} ${h * 0.12} L${w * 0.65} ${h * 0.12} L${w * 0.85} ${h * 0.3} L${w * 0.74} ${h * 0.36} L${w * 0.7} ${h * 0.3} L${w * 0.74} ${h * 0.78} L${w * 0.26} ${h * 0.78} L${w * 0.3} ${h * 0.3} L${w * 0.26} ${h * 0.36} L${w * 0.15} ${h * 0.3} Z" fill="rgba(255,255,255,0.35)"/>`
    : `<rect x="0" y="${h * 0.62}" width="${w}" height="${h * 0.2}" fill="rgba(255,255,255,0.2)"/>`;

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One demo picture's bytes. */
export function drawDemoPicture(picture: DemoPicture): Promise<Buffer> {
  const { width: w, height: h } = SIZES[picture.shape];
  const size = picture.shape === 'tall' ? 40 : 64;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${picture.colours[0]}"/><stop offset="1" stop-color="${picture.colours[1]}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>${figure(picture.shape, w, h)}
    <text x="${w / 2}" y="${picture.shape === 'tall' ? h * 0.9 : h * 0.45}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(picture.label)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).toFormat(picture.format).toBuffer();
}

/** Draws and stores the demo pictures under `dataDir` (the same bytes every time, so a re-seed stores nothing new). */
export async function seedMedia(db: Db, dataDir: string): Promise<number> {
  const dirs = mediaDirsIn(dataDir);
  const staged: StagedFile[] = [];
  for (const picture of PICTURES)
    staged.push(await stageFile(dirs, Readable.from(await drawDemoPicture(picture)), picture.file, 'seed'));
  const items = await saveStaged(db, dirs, staged);
  for (const [i, item] of items.entries())
    await db.update(media).set({ altText: PICTURES[i].alt }).where(eq(media.id, item.id));
  return items.length;
}
