/** Every API resource's plugin, one folder each (`routes/<resource>/`); app.ts registers them in this order. */
import { accountRoutes } from './accounts/account.routes';
import { afterSalesRoutes } from './ordering/after-sales.routes';
import { profileRoutes } from './accounts/profile.routes';
import { addressRoutes } from './ordering/address.routes';
import { articlesRoutes } from './catalogue/articles.routes';
import { cartRoutes } from './ordering/cart.routes';
import { categoriesRoutes } from './catalogue/categories.routes';
import { collectionRoutes } from './catalogue/collection.routes';
import { couponRoutes } from './ordering/coupon.routes';
import { designRoutes } from './design/design.routes';
import { editorRoutes } from './design/editor.routes';
import { goodsRoutes } from './catalogue/goods.routes';
import { invoiceRoutes } from './documents/invoice.routes';
import { membershipRoutes } from './ordering/membership.routes';
import { messageRoutes } from './messaging/message.routes';
import { noticesRoutes } from './catalogue/notices.routes';
import { orderRoutes } from './ordering/order.routes';
import { payRoutes } from './money/pay.routes';
import { quoteRoutes } from './catalogue/quote.routes';
import { reviewRoutes } from './catalogue/review.routes';
import { shopRoutes } from './catalogue/shop.routes';
import { staffRoutes } from './accounts/staff.routes';
import { studioRoutes } from './catalogue/studio.routes';
import { stockRoutes } from './ordering/stock.routes';
import { uploadRoutes } from './files/upload.routes';
import { walletRoutes } from './money/wallet.routes';

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
