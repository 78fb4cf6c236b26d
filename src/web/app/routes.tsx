import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadingBar, RouteLoading } from './shell/loading-bar';
import { lazyRoute } from '../lib/lazy-route';
import { BareLayout, DefaultLayout, LoginLayout, UserLayout } from './layouts';
import { RequireLogin } from './require-login';
import { useSessionLoader } from './use-session-loader';

// Route-level code splitting: each page is its own chunk, so home does not load account or quote code.
const HomePage = lazyRoute(() => import('../features/home/home-page'));
const CategoryPage = lazyRoute(() => import('../features/catalog/category-page'));
const GoodsListPage = lazyRoute(() => import('../features/catalog/goods-list-page'));
const GoodsDetailsPage = lazyRoute(() => import('../features/catalog/goods-details-page'));
const NewsListPage = lazyRoute(() => import('../features/content/news-list-page'));
const NewsDetailPage = lazyRoute(() => import('../features/content/news-detail-page'));
const NoticeListPage = lazyRoute(() => import('../features/content/notice-list-page'));
const NoticeDetailPage = lazyRoute(() => import('../features/content/notice-detail-page'));
const ServerExplanPage = lazyRoute(() => import('../features/content/server-explan-page'));
const EquityPage = lazyRoute(() => import('../features/content/equity-page'));
const LoginPage = lazyRoute(() => import('../features/account/login-page'));
const RegisterPage = lazyRoute(() => import('../features/account/register-page'));
const ForgetPasswordPage = lazyRoute(() => import('../features/account/forget-password-page'));
const CartPage = lazyRoute(() => import('../features/cart/cart-page'));
const ConfirmOrderPage = lazyRoute(() => import('../features/checkout/confirm-order-page'));
const PaymentPage = lazyRoute(() => import('../features/payment/payment-page'));
const PaymentResultPage = lazyRoute(() => import('../features/payment/payment-result-page'));
const OrdersPage = lazyRoute(() => import('../features/orders/orders-page'));
const OrderDetailPage = lazyRoute(() => import('../features/orders/order-detail-page'));
const AddressPage = lazyRoute(() => import('../features/checkout/address-page'));
const UserHomePage = lazyRoute(() => import('../features/account-centre/user-home-page'));
const MessagePage = lazyRoute(() => import('../features/account-centre/message-page'));
const WalletPage = lazyRoute(() => import('../features/account-centre/wallet-page'));
const WalletPayPage = lazyRoute(() => import('../features/account-centre/wallet-pay-page'));
const ProfilePage = lazyRoute(() => import('../features/account-centre/profile-page'));
const AfterSalesPage = lazyRoute(() => import('../features/after-sales/after-sales-page'));
const AfterSaleDetailPage = lazyRoute(() => import('../features/after-sales/detail-page'));
const AfterSaleApplyPage = lazyRoute(() => import('../features/after-sales/apply-page'));
const AfterSaleResultPage = lazyRoute(() => import('../features/after-sales/apply-result-page'));
const AfterSaleExpressPage = lazyRoute(() => import('../features/after-sales/express-page'));
const InvoicePage = lazyRoute(() => import('../features/invoices/invoice-page'));
const InvoiceRecordPage = lazyRoute(() => import('../features/invoices/invoice-record-page'));
const SeckillPage = lazyRoute(() => import('../features/seckill/seckill-page'));
const SeckillDetailsPage = lazyRoute(() => import('../features/seckill/seckill-details-page'));
const GetCouponsPage = lazyRoute(() => import('../features/coupons/get-coupons-page'));
const MyCouponsPage = lazyRoute(() => import('../features/coupons/my-coupons-page'));
const TaskCentrePage = lazyRoute(() => import('../features/design/task-centre-page'));
const TaskPage = lazyRoute(() => import('../features/design/task-page'));
const MyTasksPage = lazyRoute(() => import('../features/design/my-tasks-page'));
const MyDesignsPage = lazyRoute(() => import('../features/design/my-designs-page'));
const DesignReviewPage = lazyRoute(() => import('../features/design/design-review-page'));
const SampleOrdersPage = lazyRoute(() => import('../features/design/sample-orders-page'));
const MemberPage = lazyRoute(() => import('../features/membership/member-page'));
const CollectionPage = lazyRoute(() => import('../features/favorites/collection-page'));
const EvaluationPage = lazyRoute(() => import('../features/reviews/evaluation-page'));
const EvaluatePage = lazyRoute(() => import('../features/reviews/evaluate-page'));
const NotFoundPage = lazyRoute(() => import('../features/errors/not-found-page'));
const ServerErrorPage = lazyRoute(() => import('../features/errors/server-error-page'));
const QuotePage = lazyRoute(() => import('../features/quote/quote-page'));
const CustomByIdPage = lazyRoute(() => import('../features/quote/custom-by-id-page'));
const BoxShowPage = lazyRoute(() => import('../features/quote/box-show-page'));
// The online editor: Fabric, pdf-lib and the fonts load only on this route (docs/online-design.md).
const DesignEditorPage = lazyRoute(() => import('../features/design-editor/design-page'));
const EditorDesignsPage = lazyRoute(() => import('../features/my-designs/my-designs-page'));

export function AppRoutes() {
  useSessionLoader();
  return (
    <>
      <LoadingBar />
      <Suspense fallback={<RouteLoading />}>
        <Routes>
          <Route element={<DefaultLayout />}>
            <Route index element={<HomePage />} />
            <Route path="en" element={<HomePage />} />
            <Route path="category" element={<CategoryPage />} />
            <Route path="goods_list/:type?" element={<GoodsListPage />} />
            <Route path="goods_details/:id?" element={<GoodsDetailsPage />} />
            <Route path="news_list" element={<NewsListPage />} />
            <Route path="news_list/detail" element={<NewsDetailPage />} />
            <Route path="notice_list" element={<NoticeListPage />} />
            <Route path="notice_list/detail" element={<NoticeDetailPage />} />
            <Route path="server_explan" element={<ServerExplanPage />} />
            <Route path="equity" element={<EquityPage />} />
            <Route path="get_coupons" element={<GetCouponsPage />} />
            <Route path="seckill" element={<SeckillPage />} />
            <Route path="goods_details_seckill/:id?" element={<SeckillDetailsPage />} />
            <Route element={<RequireLogin />}>
              <Route path="shop_cart" element={<CartPage />} />
              <Route path="confirm_order" element={<ConfirmOrderPage />} />
              <Route path="confirm_order_design" element={<ConfirmOrderPage />} />
              <Route path="payment" element={<PaymentPage />} />
              <Route path="payment/result" element={<PaymentResultPage />} />
              <Route path="design" element={<DesignEditorPage />} />
            </Route>
            <Route path="custom/:code" element={<QuotePage />} />
            <Route path="custom" element={<CustomByIdPage />} />
            <Route path="box_show" element={<BoxShowPage />} />
            {['box_kh', 'box_cx', 'box_lh', 'box_px'].map((code) => (
              <Route key={code} path={`${code}_show`} element={<BoxShowPage focus={code} />} />
            ))}
          </Route>
          <Route path="user" element={<UserLayout />}>
            <Route index element={<Navigate to="home" replace />} />
            <Route path="home" element={<UserHomePage />} />
            <Route path="message" element={<MessagePage />} />
            <Route path="user_wallet" element={<WalletPage />} />
            <Route path="user_wallet_pay" element={<WalletPayPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="invoice" element={<InvoicePage />} />
            <Route path="invoice_record" element={<InvoiceRecordPage />} />
            <Route path="order" element={<OrdersPage />} />
            <Route path="order/detail" element={<OrderDetailPage />} />
            <Route path="order/design" element={<MyDesignsPage />} />
            <Route path="order/design_detail" element={<DesignReviewPage />} />
            <Route path="order/test" element={<SampleOrdersPage />} />
            <Route path="design" element={<TaskCentrePage />} />
            <Route path="design/detail" element={<TaskPage />} />
            <Route path="design/design_my" element={<MyTasksPage />} />
            <Route path="address" element={<AddressPage />} />
            <Route path="after_sales" element={<AfterSalesPage />} />
            <Route path="after_sales/after_sale_details" element={<AfterSaleDetailPage />} />
            <Route path="after_sales/apply_sale" element={<AfterSaleApplyPage />} />
            <Route path="after_sales/apply_result" element={<AfterSaleResultPage />} />
            <Route path="after_sales/input_express" element={<AfterSaleExpressPage />} />
            <Route path="coupons" element={<MyCouponsPage />} />
            <Route path="member" element={<MemberPage />} />
            <Route path="collection" element={<CollectionPage />} />
            <Route path="evaluation" element={<EvaluationPage />} />
            <Route path="evaluation/evaluate" element={<EvaluatePage />} />
            <Route path="my_designs" element={<EditorDesignsPage />} />
          </Route>
          <Route path="account" element={<LoginLayout />}>
            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="forget_pwd" element={<ForgetPasswordPage />} />
            <Route index element={<Navigate to="login" replace />} />
          </Route>
          <Route element={<BareLayout />}>
            <Route path="404" element={<NotFoundPage />} />
            <Route path="500" element={<ServerErrorPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
