/** Every API resource's plugin, one folder each (`routes/<resource>/`); app.ts registers them in this order. */
import { accountRoutes } from './accounts';
import { afterSalesRoutes } from './ordering';
import { profileRoutes } from './accounts';
import { addressRoutes } from './ordering';
import { articlesRoutes } from './catalogue';
import { cartRoutes } from './ordering';
import { categoriesRoutes } from './catalogue';
import { collectionRoutes } from './catalogue';
import { couponRoutes } from './ordering';
import { designRoutes } from './design';
import { editorRoutes } from './design';
import { goodsRoutes } from './catalogue';
import { invoiceRoutes } from './documents';
import { membershipRoutes } from './ordering';
import { messageRoutes } from './messaging';
import { noticesRoutes } from './catalogue';
import { orderRoutes } from './ordering';
import { payRoutes } from './money';
import { quoteRoutes } from './catalogue';
import { reviewRoutes } from './catalogue';
import { shopRoutes } from './catalogue';
import { staffRoutes } from './accounts';
import { studioRoutes } from './catalogue';
import { stockRoutes } from './ordering';
import { uploadRoutes } from './files';
import { walletRoutes } from './money';

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
  studioRoutes,
  afterSalesRoutes,
  invoiceRoutes,
  membershipRoutes,
  collectionRoutes,
  reviewRoutes,
];
