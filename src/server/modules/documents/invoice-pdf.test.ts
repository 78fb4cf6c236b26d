/** The tax invoice PDF holds what UAE law asks of it: the text is extracted from the file as a reader would copy it. */
import { describe, expect, it } from 'vitest';
import { invoiceLines } from '../../../domain/invoice/lines';
import { pdfText } from '../../testing/pdf-text';
import { aed, renderInvoicePdf } from './invoice-pdf';

const orders = [
  { orderSn: 'PF26051200000001', lines: [{ title: 'Standard business cards', quantity: 2, subtotalFils: 120_00 }], memberDiscountFils: 0, discountFils: 0, shippingFils: 25_00, taxFils: 7_25, amountDueFils: 152_25 },
  { orderSn: 'PF26051200000002', lines: [{ title: 'Flyers A5', quantity: 1, subtotalFils: 333_33 }, { title: 'Posters A2', quantity: 3, subtotalFils: 100_01 }], memberDiscountFils: 21_67, discountFils: 0, shippingFils: 0, taxFils: 20_58, amountDueFils: 432_25 },
];

describe('tax invoice PDF', () => {
  it('names the document, both parties with their TRNs, the number and date, every line with its VAT, and the totals in AED', async () => {
    const { lines, totals } = invoiceLines(orders);
    expect(totals).toEqual({ taxableFils: 556_67, vatFils: 27_83, totalFils: 584_50 });
    const file = await renderInvoicePdf({
      category: 'tax_invoice',
      invoiceNo: 7,
      applicationSn: 'IA2605120001',
      issuedAt: new Date('2026-05-12T08:00:00Z'),
      supplier: { name: 'Printfront Printing & Advertising LLC', address: 'Warehouse 14, Al Quoz 3, Dubai, UAE', trn: '100123456700003' },
      customer: { name: 'Gulf Signs Trading LLC', trn: '100987654300003' },
      lines,
      totals,
    });
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(file)).replace(/\s+/g, ' ');
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('TRN: 100123456700003');
    expect(text).toContain('TRN: 100987654300003');
    expect(text).toContain('Printfront Printing & Advertising LLC');
    expect(text).toContain('Warehouse 14, Al Quoz 3, Dubai, UAE');
    expect(text).toContain('Gulf Signs Trading LLC');
    expect(text).toContain('INV-000007');
    expect(text).toContain('12/05/2026');
    // Each line: description, quantity, unit price, taxable amount, VAT rate and VAT amount.
    expect(text).toMatch(/Standard business cards \(order PF26051200000001\) 2 60\.00 120\.00 5% 6\.00 126\.00/);
    expect(text).toMatch(/Shipping \(order PF26051200000001\) 1 25\.00 25\.00 5% 1\.25 26\.25/);
    expect(text).toMatch(/Member discount \(order PF26051200000002\) 1 -21\.67 -21\.67 5% -1\.09 -22\.76/);
    expect(text).toContain('Total taxable amount AED 556.67');
    expect(text).toContain('Total VAT (5%) AED 27.83');
    expect(text).toContain('Total amount payable AED 584.50');
  });

  it('a simplified tax invoice says so and needs no recipient TRN', async () => {
    const { lines, totals } = invoiceLines(orders.slice(0, 1));
    const file = await renderInvoicePdf({ category: 'simplified_tax_invoice', invoiceNo: 1, applicationSn: 'IA1', issuedAt: new Date(), supplier: { name: 'S', address: 'A', trn: '100123456700003' }, customer: { name: 'Sara', trn: null }, lines, totals });
    const text = await pdfText(file);
    expect(text).toContain('Simplified Tax Invoice');
    expect(text.match(/TRN:/g)).toHaveLength(1);
  });

  it('formats fils as AED with two decimals and thousands separators', () => {
    expect(aed(123456789)).toBe('1,234,567.89');
    expect(aed(-5)).toBe('-0.05');
    expect(aed(0)).toBe('0.00');
  });
});

describe('invoice lines', () => {
  it('spread each order’s VAT over its lines so they add up to the order exactly', () => {
    const { lines } = invoiceLines(orders);
    for (const order of orders) {
      const own = lines.filter((l) => l.orderSn === order.orderSn);
      expect(own.reduce((s, l) => s + l.vatFils, 0)).toBe(order.taxFils);
      expect(own.reduce((s, l) => s + l.totalFils, 0)).toBe(order.amountDueFils);
      for (const line of own) expect(Math.abs(line.vatFils - (line.taxableFils * 5) / 100)).toBeLessThan(1);
    }
  });

  it('refuse an order whose figures do not add up', () => {
    expect(() => invoiceLines([{ ...orders[0]!, amountDueFils: 1 }])).toThrow(/does not add up/);
  });
});
