/** Every module's route plugins (each exported from its module's index.ts); app.ts registers them in this order. */
import { accountRoutes, profileRoutes, staffRoutes } from './accounts';
import { customerRoutes } from './backoffice';
import { articlesRoutes, categoriesRoutes, collectionRoutes, goodsRoutes, noticesRoutes, quoteRoutes, reviewRoutes, settingsRoutes, shopRoutes, studioRoutes } from './catalogue';
import { designRoutes, editorRoutes } from './design';
import { invoiceRoutes } from './documents';
import { uploadRoutes } from './files';
import { messageRoutes } from './messaging';
import { payRoutes, staffMoneyRoutes, walletRoutes } from './money';
import { addressRoutes, afterSalesRoutes, cartRoutes, couponRoutes, fulfilmentRoutes, membershipRoutes, orderRoutes, stockRoutes } from './ordering';

export const apiRoutes = [
  shopRoutes,
  goodsRoutes,
  categoriesRoutes,
  articlesRoutes,
  noticesRoutes,
  accountRoutes,
  profileRoutes,
  quoteRoutes,
  uploadRoutes,
  cartRoutes,
  addressRoutes,
  orderRoutes,
  payRoutes,
  walletRoutes,
  couponRoutes,
  designRoutes,
  stockRoutes,
  editorRoutes,
  messageRoutes,
  staffRoutes,
  fulfilmentRoutes,
  staffMoneyRoutes,
  customerRoutes,
  settingsRoutes,
  studioRoutes,
  afterSalesRoutes,
  invoiceRoutes,
  membershipRoutes,
  collectionRoutes,
  reviewRoutes,
];
