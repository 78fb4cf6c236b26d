/**
 * Tax documents: company certification and VAT invoices with their PDF.
 * Other modules and the server's shell import this module through this file only (lint: eslint.config.js, module walls).
 */
export { CertificationService } from './certification.service';
export { invoiceRoutes } from './invoice.routes';
export { InvoiceService } from './invoice.service';
