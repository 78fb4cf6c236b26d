/**
 * The services, built once for the app in one place with their dependencies passed in (nothing constructs another
 * service behind the scenes). Routes reach them as `app.services` (plugins/services.ts); the order of construction
 * below is the dependency graph.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { PaymentProvider } from './money/providers';
import { AccountService } from './accounts/account.service';
import { AfterSalesService } from './ordering/after-sales.service';
import { AddressService } from './ordering/address.service';
import { AttemptService } from './accounts/attempts.service';
import { AuditService } from './accounts/audit.service';
import { CartService } from './ordering/cart.service';
import { CatalogueService } from './catalogue/catalogue.service';
import { CustomerService } from './backoffice/customer.service';
import { CertificationService } from './documents/certification.service';
import { Clock } from '../infra/clock';
import { CouponService } from './ordering/coupon.service';
import { DesignService } from './design/design.service';
import { EditorService } from './design/editor.service';
import { ContentService } from './catalogue/content.service';
import { FavoriteService } from './catalogue/favorite.service';
import { FulfilmentService } from './ordering/fulfilment.service';
import { InvoiceService } from './documents/invoice.service';
import { MembershipService } from './ordering/membership.service';
import { MessageService } from './messaging/message.service';
import type { Notifier } from './messaging/notifier';
import { OrderService } from './ordering/order.service';
import { PaymentAttemptService } from './money/payment-attempt.service';
import { PaymentService } from './money/payment.service';
import { RefundService } from './money/refund.service';
import { ReviewService } from './catalogue/review.service';
import { SessionService } from './accounts/session.service';
import { SettingsService } from './catalogue/settings.service';
import { ShopService } from './catalogue/shop.service';
import { StaffService } from './accounts/staff.service';
import { StudioService } from './catalogue/studio.service';
import { StockService } from './ordering/stock.service';
import { FlashSaleService } from './ordering/flash-sale.service';
import type { FileStorage } from '../infra/storage';
import { ProfileService } from './accounts/profile.service';
import { UploadService } from './files/upload.service';
import { WalletService } from './money/wallet.service';

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
  const refunds = new RefundService(db, { provider: paymentProvider, membership, log });
  const paymentAttempts = new PaymentAttemptService(db, config, { provider: paymentProvider, messages, refunds, membership, log, clock });
  const designs = new DesignService(db, config, { uploads, messages, audit, coupons, clock });
  const orders = new OrderService(db, config, { stock, cart, addresses, messages, attempts: paymentAttempts, refunds, coupons, designs, membership, clock });
  const payments = new PaymentService(db, { orders, attempts: paymentAttempts, wallet, audit, messages, designs });
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
