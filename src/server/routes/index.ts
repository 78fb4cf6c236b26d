/** Every API resource's plugin, one folder each (`routes/<resource>/`); app.ts registers them in this order. */
import { accountRoutes } from './account/account.routes';
import { afterSalesRoutes } from './after-sales/after-sales.routes';
import { profileRoutes } from './account/profile.routes';
import { addressRoutes } from './address/address.routes';
import { articlesRoutes } from './articles/articles.routes';
import { cartRoutes } from './cart/cart.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { collectionRoutes } from './collection/collection.routes';
import { couponRoutes } from './coupon/coupon.routes';
import { designRoutes } from './design/design.routes';
import { editorRoutes } from './editor/editor.routes';
import { goodsRoutes } from './goods/goods.routes';
import { invoiceRoutes } from './invoice/invoice.routes';
import { membershipRoutes } from './membership/membership.routes';
import { messageRoutes } from './message/message.routes';
import { noticesRoutes } from './notices/notices.routes';
import { orderRoutes } from './order/order.routes';
import { payRoutes } from './pay/pay.routes';
import { quoteRoutes } from './quote/quote.routes';
import { reviewRoutes } from './review/review.routes';
import { shopRoutes } from './shop/shop.routes';
import { staffRoutes } from './staff/staff.routes';
import { studioRoutes } from './studio/studio.routes';
import { stockRoutes } from './stock/stock.routes';
import { uploadRoutes } from './upload/upload.routes';
import { walletRoutes } from './wallet/wallet.routes';

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
