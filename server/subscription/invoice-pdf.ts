/** The subscription's tax invoice as an A4 PDF, drawn from its row whenever it is asked for (pdfkit). */
import PdfKitDocument from 'pdfkit';
import { GST_PERCENT, PERIOD_LABEL, type BillingPeriod } from '../../contract/subscription/subscription';
import type { subscriptionInvoices } from './schema';

export type InvoiceRow = typeof subscriptionInvoices.$inferSelect & { gatewayPaymentId: string; gatewayMode: string };

/** Who bills the shop: the portal's own service (the shop is the customer here). */
export const SERVICE_NAME = 'Shop Portal subscription service';

const day = (d: Date) => d.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' });
const money = (currency: string, amount: string) =>
  `${currency} ${Number(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function draw(doc: PDFKit.PDFDocument, invoice: InvoiceRow): void {
  doc.font('Helvetica-Bold').fontSize(20).text('Tax Invoice');
  doc.moveDown(0.3).font('Helvetica').fontSize(10).text(SERVICE_NAME);
  doc
    .moveDown()
    .fontSize(11)
    .text(`Invoice number: ${invoice.number}`)
    .text(`Issued: ${day(invoice.issuedAt)}`)
    .text(`Billed to: ${invoice.billedTo}`);
  doc.moveDown().font('Helvetica-Bold').text('Description');
  doc
    .font('Helvetica')
    .text(`${invoice.planName} plan, ${PERIOD_LABEL[invoice.period as BillingPeriod]} billing`)
    .text(`Period: ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`);
  doc
    .moveDown()
    .text(`Amount: ${money(invoice.currency, invoice.amount)}`)
    .text(`GST ${invoice.gstPercent}%: ${money(invoice.currency, invoice.gst)}`)
    .font('Helvetica-Bold')
    .text(`Total paid: ${money(invoice.currency, invoice.total)}`);
  doc
    .moveDown()
    .font('Helvetica')
    .fontSize(9)
    .text(`Paid through the payment gateway (${invoice.gatewayMode} mode), payment ${invoice.gatewayPaymentId}.`)
    .text(`Prices are before GST; GST is charged at ${GST_PERCENT}%.`);
}

export async function invoicePdf(invoice: InvoiceRow): Promise<Uint8Array> {
  const doc = new PdfKitDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${invoice.number}`, Subject: `${invoice.planName} subscription` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc, invoice);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
