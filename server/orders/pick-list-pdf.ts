/**
 * One A4 PDF for the warehouse (issue 45 §3): the pick list (each SKU once: product, variant, total quantity and the
 * orders that need it, by SKU), then a packing slip a page per order (ship-to, lines with SKU and quantity, prices
 * when asked, the order number as a Code 128 barcode). `onPage` reports progress as pages are laid out.
 */
import bwipjs from 'bwip-js/node';
import PdfKitDocument from 'pdfkit';
import { pickLinesOf, type PackingOrder, type PickLine } from './pick-list';

const MARGIN = 40;
const A4: [number, number] = [595.28, 841.89];
const WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = A4[1] - MARGIN;
/** The pick list's columns: x offset and width. */
const COLUMNS = {
  sku: [0, 95],
  product: [100, 165],
  variant: [270, 100],
  quantity: [375, 35],
  orders: [415, WIDTH - 415],
} as const;

const rupees = (amount: string) => `INR ${Number(amount).toFixed(2)}`;
const shopDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' });

export interface PackingPdfOptions {
  /** Prices on the packing slips (a gift order is packed without them). */
  prices: boolean;
  /** When it was made, printed on the pick list. */
  at: Date;
  onPage?: (done: number, total: number) => void;
  /** `false` leaves the page text readable without inflating (tests). */
  compress?: boolean;
}

function pickHeader(doc: PDFKit.PDFDocument) {
  doc.font('Helvetica-Bold').fontSize(9);
  const y = doc.y;
  for (const [label, [x, width]] of [
    ['SKU', COLUMNS.sku],
    ['Product', COLUMNS.product],
    ['Variant', COLUMNS.variant],
    ['Qty', COLUMNS.quantity],
    ['Orders', COLUMNS.orders],
  ] as const)
    doc.text(label, MARGIN + x, y, { width, lineBreak: false });
  doc
    .moveTo(MARGIN, y + 12)
    .lineTo(MARGIN + WIDTH, y + 12)
    .stroke();
  doc.y = y + 16;
}

function pickRow(doc: PDFKit.PDFDocument, line: PickLine) {
  doc.font('Helvetica').fontSize(9);
  const orders = line.orderNos.join(', ');
  const cells: [string, readonly [number, number]][] = [
    [line.sku, COLUMNS.sku],
    [line.productName, COLUMNS.product],
    [line.variant || '—', COLUMNS.variant],
    [String(line.quantity), COLUMNS.quantity],
    [orders, COLUMNS.orders],
  ];
  const height = Math.max(...cells.map(([text, [, width]]) => doc.heightOfString(text, { width })));
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    pickHeader(doc);
  }
  const y = doc.y;
  for (const [text, [x, width]] of cells) doc.text(text, MARGIN + x, y, { width });
  doc.y = y + height + 4;
}

function pickList(doc: PDFKit.PDFDocument, lines: PickLine[], orders: number, at: Date) {
  doc.font('Helvetica-Bold').fontSize(16).text('Pick list', MARGIN, MARGIN);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${orders} orders · ${lines.length} SKUs · ${units} units · ${shopDate(at.toISOString())}`)
    .moveDown(0.5);
  pickHeader(doc);
  for (const line of lines) pickRow(doc, line);
}

function packingSlip(doc: PDFKit.PDFDocument, order: PackingOrder, prices: boolean) {
  barcode(doc, order.orderNo, MARGIN);
  doc.font('Helvetica-Bold').fontSize(16).text('Packing slip', MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Order ${order.orderNo} · ${shopDate(order.createdAt)} · ${order.paymentMethod}`, MARGIN, MARGIN + 24);
  doc.moveDown(2).font('Helvetica-Bold').fontSize(9).text('SHIP TO');
  const { shipTo } = order;
  doc.font('Helvetica').fontSize(11).text(shipTo.name).text(shipTo.line1);
  if (shipTo.line2) doc.text(shipTo.line2);
  doc.text(`${shipTo.city}, ${shipTo.state} ${shipTo.pincode}`).text(`Phone: ${shipTo.phone}`);
  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(9);
  const y = doc.y;
  doc.text('Qty', MARGIN, y, { width: 30 }).text('SKU', MARGIN + 35, y, { width: 100 });
  doc.text('Item', MARGIN + 140, y, { width: prices ? 230 : 375 });
  if (prices) doc.text('Price', MARGIN + 375, y, { width: 65, align: 'right' });
  if (prices) doc.text('Total', MARGIN + 445, y, { width: WIDTH - 445, align: 'right' });
  doc.y = y + 14;
  doc.font('Helvetica').fontSize(10);
  for (const line of order.lines) {
    if (doc.y > BOTTOM - 40) doc.addPage();
    const row = doc.y;
    const item = line.variant ? `${line.productName} (${line.variant})` : line.productName;
    doc.text(String(line.quantity), MARGIN, row, { width: 30 }).text(line.sku, MARGIN + 35, row, { width: 100 });
    doc.text(item, MARGIN + 140, row, { width: prices ? 230 : 375 });
    const end = doc.y;
    if (prices) {
      doc.text(rupees(line.unitPrice), MARGIN + 375, row, { width: 65, align: 'right' });
      doc.text(rupees(line.lineTotal), MARGIN + 445, row, { width: WIDTH - 445, align: 'right' });
    }
    doc.y = Math.max(end, row + 12) + 3;
  }
  const units = order.lines.reduce((sum, l) => sum + l.quantity, 0);
  doc.moveDown().font('Helvetica-Bold').text(`Items: ${units}`, MARGIN);
  if (prices) doc.text(`Order total: ${rupees(order.total)}`, MARGIN);
}

/**
 * The order number as a Code 128 barcode drawn in vector bars (bwip-js encodes, pdfkit draws: a PNG a slip took
 * 4 ms to render, most of a 1,000-order PDF's time), right-aligned at `y`, its text beneath.
 */
function barcode(doc: PDFKit.PDFDocument, text: string, y: number) {
  // oxlint-disable-next-line import/no-named-as-default-member -- the named `raw` is another thing: the symbology of that name
  const [{ sbs }] = bwipjs.raw('code128', text, '') as { sbs: number[] }[];
  const modules = sbs.reduce((sum, w) => sum + w, 0);
  const module = Math.min(1.5, 200 / modules);
  let x = MARGIN + WIDTH - modules * module;
  const left = x;
  for (const [i, width] of sbs.entries()) {
    if (i % 2 === 0) doc.rect(x, y, width * module, 36);
    x += width * module;
  }
  doc.fill('black');
  doc
    .font('Courier')
    .fontSize(9)
    .text(text, left, y + 39, { width: modules * module, align: 'center' });
}

export async function packingPdf(orders: readonly PackingOrder[], options: PackingPdfOptions): Promise<Uint8Array> {
  const doc = new PdfKitDocument({
    size: A4,
    margin: MARGIN,
    compress: options.compress ?? true,
    bufferPages: false,
    info: { Title: `Pick list and packing slips (${orders.length} orders)` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  pickList(doc, pickLinesOf(orders), orders.length, options.at);
  for (const [i, order] of orders.entries()) {
    doc.addPage();
    packingSlip(doc, order, options.prices);
    options.onPage?.(i + 1, orders.length);
    // Let other requests in between slips: a long list is laid out without holding the event loop.
    if (i % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
  }
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
