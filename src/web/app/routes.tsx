import { Suspense } from 'react';
import { useRefreshOnRepeatNavigation } from '../../client/api/use-repeat-navigation';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { Navigate } from '../../client/components/navigation';
import { LoadingBar, RouteLoading } from './shell/loading-bar';
import { lazyRoute } from '../../client/lib/lazy-route';
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

// The shop's routes (spec §2) as route objects for useRoutes: the same tree <Routes>/<Route> would describe, without
// the code that reads it out of JSX in the start-up chunk.
const routes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'en', element: <HomePage /> },
      { path: 'category', element: <CategoryPage /> },
      { path: 'goods_list/:type?', element: <GoodsListPage /> },
      { path: 'goods_details/:id?', element: <GoodsDetailsPage /> },
      { path: 'news_list', element: <NewsListPage /> },
      { path: 'news_list/detail', element: <NewsDetailPage /> },
      { path: 'notice_list', element: <NoticeListPage /> },
      { path: 'notice_list/detail', element: <NoticeDetailPage /> },
      { path: 'server_explan', element: <ServerExplanPage /> },
      { path: 'equity', element: <EquityPage /> },
      { path: 'get_coupons', element: <GetCouponsPage /> },
      { path: 'seckill', element: <SeckillPage /> },
      { path: 'goods_details_seckill/:id?', element: <SeckillDetailsPage /> },
      {
        element: <RequireLogin />,
        children: [
          { path: 'shop_cart', element: <CartPage /> },
          { path: 'confirm_order', element: <ConfirmOrderPage /> },
          { path: 'confirm_order_design', element: <ConfirmOrderPage /> },
          { path: 'payment', element: <PaymentPage /> },
          { path: 'payment/result', element: <PaymentResultPage /> },
          { path: 'design', element: <DesignEditorPage /> },
        ],
      },
      { path: 'custom/:code', element: <QuotePage /> },
      { path: 'custom', element: <CustomByIdPage /> },
      { path: 'box_show', element: <BoxShowPage /> },
      ...['box_kh', 'box_cx', 'box_lh', 'box_px'].map((code) => ({ path: `${code}_show`, element: <BoxShowPage focus={code} /> })),
    ],
  },
  {
    path: 'user',
    element: <UserLayout />,
    children: [
      { index: true, element: <Navigate to="home" replace /> },
      { path: 'home', element: <UserHomePage /> },
      { path: 'message', element: <MessagePage /> },
      { path: 'user_wallet', element: <WalletPage /> },
      { path: 'user_wallet_pay', element: <WalletPayPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'invoice', element: <InvoicePage /> },
      { path: 'invoice_record', element: <InvoiceRecordPage /> },
      { path: 'order', element: <OrdersPage /> },
      { path: 'order/detail', element: <OrderDetailPage /> },
      { path: 'order/design', element: <MyDesignsPage /> },
      { path: 'order/design_detail', element: <DesignReviewPage /> },
      { path: 'order/test', element: <SampleOrdersPage /> },
      { path: 'design', element: <TaskCentrePage /> },
      { path: 'design/detail', element: <TaskPage /> },
      { path: 'design/design_my', element: <MyTasksPage /> },
      { path: 'address', element: <AddressPage /> },
      { path: 'after_sales', element: <AfterSalesPage /> },
      { path: 'after_sales/after_sale_details', element: <AfterSaleDetailPage /> },
      { path: 'after_sales/apply_sale', element: <AfterSaleApplyPage /> },
      { path: 'after_sales/apply_result', element: <AfterSaleResultPage /> },
      { path: 'after_sales/input_express', element: <AfterSaleExpressPage /> },
      { path: 'coupons', element: <MyCouponsPage /> },
      { path: 'member', element: <MemberPage /> },
      { path: 'collection', element: <CollectionPage /> },
      { path: 'evaluation', element: <EvaluationPage /> },
      { path: 'evaluation/evaluate', element: <EvaluatePage /> },
      { path: 'my_designs', element: <EditorDesignsPage /> },
    ],
  },
  {
    path: 'account',
    element: <LoginLayout />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forget_pwd', element: <ForgetPasswordPage /> },
      { index: true, element: <Navigate to="login" replace /> },
    ],
  },
  {
    element: <BareLayout />,
    children: [
      { path: '404', element: <NotFoundPage /> },
      { path: '500', element: <ServerErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  useSessionLoader();
  useRefreshOnRepeatNavigation();
  const page = useRoutes(routes);
  return (
    <>
      <LoadingBar />
      <Suspense fallback={<RouteLoading />}>{page}</Suspense>
    </>
  );
}
