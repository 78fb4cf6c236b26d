/**
 * The lines of a tax invoice from the orders it covers (UAE Executive Regulation Art. 59: per line the description,
 * quantity, unit price, taxable amount, VAT rate and VAT amount). Each order's goods lines come first, then its
 * discounts (negative) and its shipping; the order's VAT — computed once on the order's taxable total at checkout —
 * is spread over its lines so that every line's VAT is 5 % of it to within a fils and the lines add up exactly to the
 * order's tax and amount due. All integer fils.
 */
import { allocateFils, VAT_RATE_BP } from '../money';

export interface InvoiceOrderInput {
  orderSn: string;
  lines: { title: string; quantity: number; subtotalFils: number }[];
  memberDiscountFils: number;
  discountFils: number;
  shippingFils: number;
  taxFils: number;
  amountDueFils: number;
}

export type InvoiceLineKind = 'goods' | 'member_discount' | 'discount' | 'shipping';

export interface InvoiceLine {
  orderSn: string;
  kind: InvoiceLineKind;
  /** The product's title for goods lines; empty for the others (the kind names them). */
  title: string;
  quantity: number;
  /** Taxable amount divided by the quantity, rounded to whole fils (the taxable amount is authoritative). */
  unitPriceFils: number;
  taxableFils: number;
  vatRateBp: number;
  vatFils: number;
  totalFils: number;
}

export interface InvoiceTotals {
  taxableFils: number;
  vatFils: number;
  totalFils: number;
}

export function invoiceLines(orders: readonly InvoiceOrderInput[]): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const lines: InvoiceLine[] = [];
  for (const order of orders) {
    const own: Omit<InvoiceLine, 'vatFils' | 'totalFils' | 'vatRateBp'>[] = order.lines.map((line) => ({
      orderSn: order.orderSn,
      kind: 'goods',
      title: line.title,
      quantity: line.quantity,
      unitPriceFils: Math.round(line.subtotalFils / Math.max(1, line.quantity)),
      taxableFils: line.subtotalFils,
    }));
    const extra = (kind: InvoiceLineKind, fils: number) => {
      if (fils !== 0) own.push({ orderSn: order.orderSn, kind, title: '', quantity: 1, unitPriceFils: fils, taxableFils: fils });
    };
    extra('member_discount', -order.memberDiscountFils);
    extra('discount', -order.discountFils);
    extra('shipping', order.shippingFils);
    const taxable = own.reduce((sum, line) => sum + line.taxableFils, 0);
    if (taxable + order.taxFils !== order.amountDueFils) {
      throw new Error(`invoice lines: order ${order.orderSn} does not add up (taxable ${taxable} + VAT ${order.taxFils} ≠ ${order.amountDueFils})`);
    }
    const vats = allocateFils(
      own.map((line) => (line.taxableFils * VAT_RATE_BP) / 10_000),
      order.taxFils,
    );
    own.forEach((line, i) => {
      const vat = vats[i] ?? 0;
      lines.push({ ...line, vatRateBp: VAT_RATE_BP, vatFils: vat, totalFils: line.taxableFils + vat });
    });
  }
  const totals = lines.reduce((sum, line) => ({ taxableFils: sum.taxableFils + line.taxableFils, vatFils: sum.vatFils + line.vatFils, totalFils: sum.totalFils + line.totalFils }), { taxableFils: 0, vatFils: 0, totalFils: 0 });
  return { lines, totals };
}
