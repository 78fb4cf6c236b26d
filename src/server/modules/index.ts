/**
 * The services, built once for the app in one place with their dependencies passed in (nothing constructs another
 * service behind the scenes). Routes reach them as `app.services` (http/plugins/services.ts); the order of construction
 * below is the dependency graph.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { PaymentProvider } from './money';
import { AccountService } from './accounts';
import { AfterSalesService } from './ordering';
import { AddressService } from './ordering';
import { AttemptService } from './accounts';
import { AuditService } from './accounts';
import { CartService } from './ordering';
import { CatalogueService } from './catalogue';
import { CustomerService } from './backoffice';
import { CertificationService } from './documents';
import { Clock } from '../infra/clock';
import { CouponService } from './ordering';
import { DesignService } from './design';
import { EditorService } from './design';
import { ContentService } from './catalogue';
import { FavoriteService } from './catalogue';
import { FulfilmentService } from './ordering';
import { InvoiceService } from './documents';
import { MembershipService } from './ordering';
import { MessageService } from './messaging';
import type { Notifier } from './messaging';
import { OrderService } from './ordering';
import { orderWriter } from './ordering';
import { PaymentAttemptService } from './money';
import { PaymentService } from './money';
import { RefundService } from './money';
import { ReviewService } from './catalogue';
import { SessionService } from './accounts';
import { SettingsService } from './catalogue';
import { ShopService } from './catalogue';
import { StaffService } from './accounts';
import { StudioService } from './catalogue';
import { StockService } from './ordering';
import { FlashSaleService } from './ordering';
import type { FileStorage } from '../infra/storage';
import { ProfileService } from './accounts';
import { UploadService } from './files';
import { WalletService } from './money';

export interface ServiceDeps {
  db: Db;
  config: AppConfig;
  notifier: Notifier;
  storage: FileStorage;
  paymentProvider: PaymentProvider;
  log: FastifyBaseLogger;
}

export function createServices({ db, config, notifier, storage, paymentProvider, log }: ServiceDeps) {
  // The shop's clock (SHOP_CLOCK, infra/clock.ts) for every business time: orders and their lapse, payments,
  // fulfilment, membership, documents, top-ups, coupons, sales, design tasks, after-sales and reviews. Sessions, reset
  // codes, login limits, upload quotas and mail retries keep the real time (docs/architecture.md, "The shop's clock").
  const clock = new Clock(config.clockStart);
  const sessions = new SessionService(db);
  const attempts = new AttemptService(db);
  const accounts = new AccountService(db, config, { notifier, sessions, attempts });
  const content = new ContentService(db);
  const catalogue = new CatalogueService(db);
  const audit = new AuditService(db);
  const stock = new StockService(db, { audit, clock });
  const flashSales = new FlashSaleService(db, { stock, audit, clock });
  const cart = new CartService(db, { stock });
  const shop = new ShopService(db, { cart, content });
  const uploads = new UploadService(db, storage);
  const editor = new EditorService(db, { uploads, clock });
  const profiles = new ProfileService(db, config, { notifier, attempts, uploads, storage });
  const addresses = new AddressService(db);
  const messages = new MessageService(db, notifier);
  const staff = new StaffService(db);
  const wallet = new WalletService(db, messages, audit, clock);
  const coupons = new CouponService(db, { audit, clock });
  const membership = new MembershipService(db, config, { messages, audit, clock });
  const refunds = new RefundService(db, { provider: paymentProvider, hooks: membership, log });
  const paymentAttempts = new PaymentAttemptService(db, config, { provider: paymentProvider, messages, refunds, orders: orderWriter, hooks: membership, log, clock });
  const designs = new DesignService(db, config, { uploads, messages, audit, orders: { ...orderWriter, releaseCoupon: (tx, orderId) => coupons.release(tx, orderId) }, clock });
  const orders = new OrderService(db, config, { stock, cart, addresses, messages, attempts: paymentAttempts, refunds, coupons, designs, membership, clock });
  const payments = new PaymentService(db, { orders, writer: orderWriter, attempts: paymentAttempts, wallet, audit, messages, designs });
  const fulfilment = new FulfilmentService(db, config, { orders, refunds, messages, attempts: paymentAttempts, audit, membership, clock });
  const customers = new CustomerService(db, { audit, messages, wallet, fulfilment });
  const shopSettings = new SettingsService(db, audit);
  const afterSales = new AfterSalesService(db, { uploads, orders, refunds, messages, audit, clock });
  const certifications = new CertificationService(db, { messages, audit, clock });
  const invoices = new InvoiceService(db, config, { certifications, messages, audit, storage, clock });
  const studio = new StudioService(db);
  const favorites = new FavoriteService(db, catalogue);
  const reviews = new ReviewService(db, { uploads, catalogue, messages, audit, clock });
  return { membership, favorites, reviews, afterSales, studio, storage, clock, stock, flashSales, coupons, designs, editor, sessions, accounts, profiles, content, catalogue, cart, shop, uploads, addresses, messages, wallet, refunds, paymentAttempts, orders, payments, audit, staff, fulfilment, customers, shopSettings, certifications, invoices };
}

export type Services = ReturnType<typeof createServices>;
