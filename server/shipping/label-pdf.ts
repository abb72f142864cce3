/**
 * The shipping label (4×6 in: ship-to, order, AWB as a Code 128 barcode, COD amount, items) and the
 * pickup manifest (A4: pickup date, courier, AWB, order, items, signatures), one PDF of two pages.
 */
import { toBuffer } from 'bwip-js/node';
import PdfKitDocument from 'pdfkit';
import { awbText } from '../../contract/shipping/awb';
import type { ShipmentOrder } from './delivery-partner';

const LABEL_SIZE: [number, number] = [288, 432];
const MARGIN = 18;

/** Code 128 of the AWB as a PNG, its text printed beneath. */
const barcodePng = (awb: string) =>
  toBuffer({ bcid: 'code128', text: awb, scale: 3, height: 12, includetext: true, textxalign: 'center' });

const shopDate = (d: Date | null) =>
  d ? d.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }) : '—';
const rupees = (amount: string) => `INR ${Number(amount).toFixed(2)}`;
const itemCount = (order: ShipmentOrder) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/** What the courier must do about money: only a payment that succeeded is prepaid; cash on delivery names the amount. */
export function paymentInstruction(order: Pick<ShipmentOrder, 'paymentMethod' | 'paymentStatus' | 'total'>): {
  text: string;
  strong: boolean;
} {
  if (order.paymentMethod === 'COD') return { text: `COLLECT CASH: ${rupees(order.total)}`, strong: true };
  if (order.paymentStatus === 'success') return { text: 'PREPAID: do not collect cash', strong: false };
  return { text: 'PAYMENT NOT RECEIVED: do not hand over', strong: true };
}

function labelPage(doc: PDFKit.PDFDocument, order: ShipmentOrder, awb: string, barcode: Buffer) {
  const width = LABEL_SIZE[0] - 2 * MARGIN;
  const { shipTo } = order;
  doc.font('Helvetica-Bold').fontSize(9).text('SHIP TO', MARGIN, MARGIN);
  doc.font('Helvetica-Bold').fontSize(13).text(shipTo.name, { width });
  doc.font('Helvetica').fontSize(11).text(shipTo.line1, { width });
  if (shipTo.line2) doc.text(shipTo.line2, { width });
  doc.text(`${shipTo.city}, ${shipTo.state} ${shipTo.pincode}`, { width }).text(`Phone: ${shipTo.phone}`, { width });
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).text(`Order: ${order.orderNo}`).text(awbText(awb));
  doc.image(barcode, MARGIN, doc.y + 6, { fit: [width, 80], align: 'center' });
  doc.y += 92;
  doc.x = MARGIN;
  const payment = paymentInstruction(order);
  doc
    .font(payment.strong ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(payment.strong ? 14 : 10)
    .text(payment.text, { width });
  doc
    .moveDown(0.4)
    .font('Helvetica')
    .fontSize(9)
    .text(`Items: ${itemCount(order)}  ·  Courier: ${order.courierName ?? '—'}`, { width });
  for (const item of order.items.slice(0, 6))
    doc.text(`${item.quantity} × ${item.productName} (${item.sku})`, { width, ellipsis: true, height: 12 });
  if (order.items.length > 6) doc.text(`…and ${order.items.length - 6} more`);
}

function manifestPage(doc: PDFKit.PDFDocument, order: ShipmentOrder, awb: string) {
  doc.font('Helvetica-Bold').fontSize(18).text('Pickup manifest');
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(11)
    .text(`Pickup: ${shopDate(order.pickupAt)}`)
    .text(`Courier: ${order.courierName ?? '—'}`)
    .text(awbText(awb))
    .text(`Order: ${order.orderNo}`)
    .text(`Payment: ${order.paymentMethod}. ${paymentInstruction(order).text}`);
  doc.moveDown().font('Helvetica-Bold').text('Qty   Item');
  doc.font('Helvetica');
  for (const item of order.items) doc.text(`${String(item.quantity).padEnd(5)} ${item.productName} (${item.sku})`);
  doc.moveDown().text(`Parcels: 1   Items: ${itemCount(order)}`);
  doc.moveDown(3).text('Handed over by (shop): ______________________    Date/time: ______________');
  doc.moveDown(2).text('Received by (courier): ______________________    Date/time: ______________');
}

/** The two-page PDF; `compress: false` leaves the page text readable (tests). */
export async function labelPdf(
  order: ShipmentOrder,
  awb: string,
  options: { compress?: boolean } = {},
): Promise<Uint8Array> {
  const barcode = await barcodePng(awb);
  const doc = new PdfKitDocument({
    size: LABEL_SIZE,
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: `Label ${order.orderNo}`, Subject: awbText(awb), Keywords: `${order.orderNo} ${awb}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  labelPage(doc, order, awb, barcode);
  doc.addPage({ size: 'A4', margin: 50 });
  manifestPage(doc, order, awb);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
