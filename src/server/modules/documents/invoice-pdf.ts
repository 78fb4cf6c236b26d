/**
 * The tax invoice PDF (pdfkit), meeting UAE Executive Regulation Art. 59: the words "Tax Invoice", the supplier's
 * name, address and TRN, the recipient's name (and TRN where registered), a sequential invoice number, the date of
 * issue, and per line the description, quantity, unit price, taxable amount, VAT rate and VAT amount, with the totals
 * in AED. Labels are in English only: Arabic labels need bidirectional layout, which pdfkit does not do. Names the
 * customer typed are drawn with DejaVu Sans when the machine has it (Latin, Greek, Cyrillic, Arabic letters), else
 * with Helvetica. Pure apart from reading that font: the same input gives the same file.
 */
import { existsSync } from 'node:fs';
import { formatInvoiceNo, invoiceTitle, type InvoiceCategory } from '../../../domain/invoice/rules';
import type { InvoiceLine, InvoiceLineKind, InvoiceTotals } from '../../../domain/invoice/lines';
import { FILS_PER_AED, VAT_RATE_BP } from '../../../domain/money';
import { formatDayMonthYear } from '../../../domain/time/calendar';

export interface TaxSupplier {
  name: string;
  address: string;
  trn: string;
}

export interface InvoicePdfInput {
  category: InvoiceCategory;
  invoiceNo: number;
  applicationSn: string;
  issuedAt: Date;
  supplier: TaxSupplier;
  customer: { name: string; trn: string | null };
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

/** Fonts with the glyphs of names customers type, first found wins; Helvetica (Latin only) otherwise. */
const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
];
const BOLD_CANDIDATES = [
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
];

const firstExisting = (paths: string[]) => paths.find((path) => existsSync(path)) ?? null;

/** 1234567 fils → "12,345.67" (the currency is named in the column headings and totals). */
export function aed(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(fils);
  const whole = Math.floor(abs / FILS_PER_AED).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % FILS_PER_AED).padStart(2, '0')}`;
}

const LINE_LABEL: Record<Exclude<InvoiceLineKind, 'goods'>, string> = {
  member_discount: 'Member discount',
  discount: 'Coupon discount',
  shipping: 'Shipping',
};

export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  // Loaded on the first invoice, not at start-up (~25 MB the server otherwise holds from its first second).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${invoiceTitle(input.category)} ${formatInvoiceNo(input.invoiceNo)}`, Author: input.supplier.name, CreationDate: input.issuedAt } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const regular = firstExisting(FONT_CANDIDATES);
  const bold = firstExisting(BOLD_CANDIDATES);
  doc.registerFont('body', regular ?? 'Helvetica');
  doc.registerFont('bold', bold ?? regular ?? 'Helvetica-Bold');

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(20).text(invoiceTitle(input.category), left, 48);
  doc.font('body').fontSize(9).fillColor('#555').text(`Invoice number: ${formatInvoiceNo(input.invoiceNo)}`, left, 52, { width, align: 'right' });
  doc.text(`Date of issue: ${formatDayMonthYear(input.issuedAt)}`, { width, align: 'right' });
  doc.text(`Application: ${input.applicationSn}`, { width, align: 'right' });
  doc.fillColor('#000');

  const top = 110;
  const half = (width - 24) / 2;
  doc.font('bold').fontSize(10).text('Supplier', left, top, { width: half });
  doc.font('body').fontSize(10).text(input.supplier.name, { width: half });
  doc.text(input.supplier.address, { width: half });
  doc.text(`TRN: ${input.supplier.trn}`, { width: half });
  const supplierBottom = doc.y;
  const right = left + half + 24;
  doc.font('bold').fontSize(10).text('Bill to', right, top, { width: half });
  doc.font('body').fontSize(10).text(input.customer.name, right, doc.y, { width: half });
  if (input.customer.trn) doc.text(`TRN: ${input.customer.trn}`, right, doc.y, { width: half });
  let y = Math.max(supplierBottom, doc.y) + 20;

  // Columns: description, quantity, unit price, taxable amount, VAT rate, VAT amount, total.
  const columns = [
    { label: 'Description', width: width - 6 * 62, align: 'left' as const },
    { label: 'Qty', width: 40, align: 'right' as const },
    { label: 'Unit price (AED)', width: 70, align: 'right' as const },
    { label: 'Taxable amount (AED)', width: 76, align: 'right' as const },
    { label: 'VAT rate', width: 44, align: 'right' as const },
    { label: 'VAT (AED)', width: 60, align: 'right' as const },
    { label: 'Total (AED)', width: 82, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'body' | 'bold') => {
    doc.font(font).fontSize(8);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i]?.width ?? 40) - 6 }));
    const height = Math.max(...heights) + 6;
    if (y + height > doc.page.height - doc.page.margins.bottom - 80) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    let x = left;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      doc.text(cell, x + 3, y + 3, { width: column.width - 6, align: column.align });
      x += column.width;
    });
    y += height;
    doc.moveTo(left, y).lineTo(left + width, y).strokeColor('#ccc').lineWidth(0.5).stroke();
  };
  row(columns.map((c) => c.label), 'bold');
  const rate = `${VAT_RATE_BP / 100}%`;
  for (const line of input.lines) {
    const description = `${line.kind === 'goods' ? line.title : LINE_LABEL[line.kind]} (order ${line.orderSn})`;
    row([description, String(line.quantity), aed(line.unitPriceFils), aed(line.taxableFils), `${line.vatRateBp / 100}%`, aed(line.vatFils), aed(line.totalFils)], 'body');
  }

  y += 12;
  const totals: [string, string][] = [
    ['Total taxable amount', `AED ${aed(input.totals.taxableFils)}`],
    [`Total VAT (${rate})`, `AED ${aed(input.totals.vatFils)}`],
    ['Total amount payable', `AED ${aed(input.totals.totalFils)}`],
  ];
  for (const [label, value] of totals) {
    doc.font(label === 'Total amount payable' ? 'bold' : 'body').fontSize(10);
    doc.text(label, left + width - 300, y, { width: 180 });
    doc.text(value, left + width - 120, y, { width: 120, align: 'right' });
    y += 16;
  }
  doc.font('body').fontSize(8).fillColor('#555').text('All amounts are in UAE dirham (AED). VAT is charged at the standard rate of 5%.', left, y + 16, { width });
  doc.end();
  return done;
}
