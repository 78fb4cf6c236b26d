/**
 * The services, built once for the app in one place with their dependencies passed in (nothing constructs another
 * service behind the scenes). Routes reach them as `app.services` (plugins/services.ts); the order of construction
 * below is the dependency graph.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { PaymentProvider } from '../payments';
import { AccountService } from './account.service';
import { AfterSalesService } from './after-sales.service';
import { AddressService } from './address.service';
import { AttemptService } from './attempts.service';
import { AuditService } from './audit.service';
import { CartService } from './cart.service';
import { CatalogueService } from './catalogue.service';
import { CustomerService } from './customer.service';
import { CertificationService } from './certification.service';
import { Clock } from './clock';
import { CouponService } from './coupon.service';
import { DesignService } from './design.service';
import { EditorService } from './editor.service';
import { ContentService } from './content.service';
import { FavoriteService } from './favorite.service';
import { FulfilmentService } from './fulfilment.service';
import { InvoiceService } from './invoice.service';
import { MembershipService } from './membership.service';
import { MessageService } from './message.service';
import type { Notifier } from './notifier';
import { OrderService } from './order.service';
import { PaymentAttemptService } from './payment-attempt.service';
import { PaymentService } from './payment.service';
import { RefundService } from './refund.service';
import { ReviewService } from './review.service';
import { SessionService } from './session.service';
import { SettingsService } from './settings.service';
import { ShopService } from './shop.service';
import { StaffService } from './staff.service';
import { StudioService } from './studio.service';
import { StockService } from './stock.service';
import { FlashSaleService } from './flash-sale.service';
import type { FileStorage } from './storage';
import { ProfileService } from './profile.service';
import { UploadService } from './upload.service';
import { WalletService } from './wallet.service';

export interface ServiceDeps {
  db: Db;
  config: AppConfig;
  notifier: Notifier;
  storage: FileStorage;
  paymentProvider: PaymentProvider;
  log: FastifyBaseLogger;
}

export function createServices({ db, config, notifier, storage, paymentProvider, log }: ServiceDeps) {
  const sessions = new SessionService(db);
  const attempts = new AttemptService(db);
  const accounts = new AccountService(db, config, { notifier, sessions, attempts });
  const content = new ContentService(db);
  const catalogue = new CatalogueService(db);
  const audit = new AuditService(db);
  const clock = new Clock(config.clockStart);
  const stock = new StockService(db, { audit, clock });
  const flashSales = new FlashSaleService(db, { stock, audit });
  const cart = new CartService(db, { stock });
  const shop = new ShopService(db, { cart, content });
  const uploads = new UploadService(db, storage);
  const editor = new EditorService(db, { uploads });
  const profiles = new ProfileService(db, config, { notifier, attempts, uploads, storage });
  const addresses = new AddressService(db);
  const messages = new MessageService(db, notifier);
  const staff = new StaffService(db);
  const wallet = new WalletService(db, messages, audit);
  const coupons = new CouponService(db, { audit, clock });
  const membership = new MembershipService(db, config, { messages, audit });
  const refunds = new RefundService(db, { provider: paymentProvider, membership, log });
  const paymentAttempts = new PaymentAttemptService(db, config, { provider: paymentProvider, messages, refunds, membership, log });
  const designs = new DesignService(db, config, { uploads, messages, audit, coupons });
  const orders = new OrderService(db, config, { stock, cart, addresses, messages, attempts: paymentAttempts, refunds, coupons, designs, membership });
  const payments = new PaymentService(db, { orders, attempts: paymentAttempts, wallet, audit, messages, designs });
  const fulfilment = new FulfilmentService(db, config, { orders, refunds, messages, attempts: paymentAttempts, audit, membership });
  const customers = new CustomerService(db, { audit, messages, wallet, fulfilment });
  const shopSettings = new SettingsService(db, audit);
  const afterSales = new AfterSalesService(db, { uploads, orders, refunds, messages, audit });
  const certifications = new CertificationService(db, { messages, audit });
  const invoices = new InvoiceService(db, config, { certifications, messages, audit, storage });
  const studio = new StudioService(db);
  const favorites = new FavoriteService(db, catalogue);
  const reviews = new ReviewService(db, { uploads, catalogue, messages, audit });
  return { membership, favorites, reviews, afterSales, studio, storage, clock, stock, flashSales, coupons, designs, editor, sessions, accounts, profiles, content, catalogue, cart, shop, uploads, addresses, messages, wallet, refunds, paymentAttempts, orders, payments, audit, staff, fulfilment, customers, shopSettings, certifications, invoices };
}

export type Services = ReturnType<typeof createServices>;
