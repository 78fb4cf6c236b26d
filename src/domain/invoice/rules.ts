/**
 * Tax invoices and certification: pure rules shared by the server (which decides) and the pages (which pre-check).
 * UAE VAT: Federal Decree-Law No. 8 of 2017 and its Executive Regulation (Art. 59: what a tax invoice holds, Art. 60:
 * when a simplified tax invoice may be issued).
 */

/** A UAE Tax Registration Number: 15 digits. */
export const TRN_PATTERN = /^\d{15}$/;

export function isValidTrn(value: string): boolean {
  return TRN_PATTERN.test(value);
}

/** The longest company name a certification may carry. */
export const COMPANY_NAME_MAX = 120;

/** How an application gathers orders (spec §3 "method (per order or summary)"). */
export const INVOICE_METHODS = ['order', 'summary'] as const;
export type InvoiceMethod = (typeof INVOICE_METHODS)[number];

/** Whose name heads the invoice: the certified company (with its TRN) or the person. */
export const INVOICE_HEADERS = ['company', 'personal'] as const;
export type InvoiceHeader = (typeof INVOICE_HEADERS)[number];

/**
 * The invoice category (spec §3): a full tax invoice (Art. 59, names the recipient's TRN) or a simplified tax invoice
 * (Art. 60: for a recipient who is not registered, or a registered one when the supply is at most AED 10,000).
 */
export const INVOICE_CATEGORIES = ['tax_invoice', 'simplified_tax_invoice'] as const;
export type InvoiceCategory = (typeof INVOICE_CATEGORIES)[number];

/** Art. 60: above this amount (incl. VAT) a VAT-registered recipient gets a full tax invoice. */
export const SIMPLIFIED_INVOICE_MAX_FILS = 10_000_00;

/** The most orders one summary invoice gathers. */
export const INVOICE_MAX_ORDERS = 50;

/** The invoice's title on the PDF. */
export function invoiceTitle(category: InvoiceCategory): string {
  return category === 'tax_invoice' ? 'Tax Invoice' : 'Simplified Tax Invoice';
}

/** The printed number of the n-th issued tax invoice: sequential, gap-free (INV-000001, INV-000002…). */
export function formatInvoiceNo(n: number): string {
  return `INV-${String(n).padStart(6, '0')}`;
}

export type InvoiceRefusal = 'invoice_needs_certification' | 'invoice_needs_trn' | 'invoice_simplified_over_limit';

/**
 * Whether a customer may apply (spec §6: invoices need certification or a tax registration number): a company header
 * needs a verified certification; a personal one a verified certification or the TRN given with the application;
 * a full tax invoice needs the recipient's TRN; a simplified one is refused to a registered recipient above
 * AED 10,000. Null when allowed.
 */
export function invoiceRefusal(input: { header: InvoiceHeader; category: InvoiceCategory; certified: boolean; customerTrn: string | null; amountFils: number }): InvoiceRefusal | null {
  if (input.header === 'company' && !input.certified) return 'invoice_needs_certification';
  if (!input.certified && !input.customerTrn) return 'invoice_needs_certification';
  if (input.category === 'tax_invoice' && !input.customerTrn) return 'invoice_needs_trn';
  if (input.category === 'simplified_tax_invoice' && input.customerTrn && input.amountFils > SIMPLIFIED_INVOICE_MAX_FILS) return 'invoice_simplified_over_limit';
  return null;
}
