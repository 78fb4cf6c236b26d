import { useEffect } from 'react';
import { useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { Navigate } from '../../client/components/navigation';
import { setNavigator } from '../../client/api/api';
import { lazyRoute } from '../../client/lib/lazy-route';
import { useStaff } from '../components/staff-context';
import { AdminLayout } from './layout';
import { homeOf } from './nav';
import { RequireStaff } from './require-staff';

const SignInPage = lazyRoute(() => import('../features/sign-in/sign-in-page'));
const AuditPage = lazyRoute(() => import('../features/audit/audit-page'));
const OrdersPage = lazyRoute(() => import('../features/orders/orders-page'));
const OrderPage = lazyRoute(() => import('../features/orders/order-page'));
const CancelRequestsPage = lazyRoute(() => import('../features/orders/cancel-requests-page'));
const TransfersPage = lazyRoute(() => import('../features/transfers/transfers-page'));
const CustomersPage = lazyRoute(() => import('../features/customers/customers-page'));
const CustomerPage = lazyRoute(() => import('../features/customers/customer-page'));
const SettingsPage = lazyRoute(() => import('../features/settings/settings-page'));
const AfterSalesQueuePage = lazyRoute(() => import('../features/after-sales/after-sales-page'));
const AfterSalePage = lazyRoute(() => import('../features/after-sales/after-sale-page'));
const CertificationsPage = lazyRoute(() => import('../features/certifications/certifications-page'));
const InvoicesPage = lazyRoute(() => import('../features/invoices/invoices-page'));
const CouponsPage = lazyRoute(() => import('../features/coupons/coupons-page'));
const ProductsPage = lazyRoute(() => import('../features/products/products-page'));
const ProductPage = lazyRoute(() => import('../features/products/product-page'));
const DesignTasksPage = lazyRoute(() => import('../features/design-tasks/design-tasks-page'));
const ReviewsPage = lazyRoute(() => import('../features/reviews/reviews-page'));
const StockPage = lazyRoute(() => import('../features/stock/stock-page'));
const FlashSalesPage = lazyRoute(() => import('../features/stock/flash-sales-page'));
const ErrorPage = lazyRoute(() => import('../features/errors/error-page'));

/** The shop client's middleware routes code -1, HTTP 400 and 5xx to shop paths; the console maps them to its own. */
const CONSOLE_PATHS: Record<string, string> = { '/account/login': '/login', '/404': '/not-found', '/500': '/error' };

function Home() {
  return <Navigate to={homeOf(useStaff().role)} replace />;
}

const routes: RouteObject[] = [
  { path: '/login', element: <SignInPage /> },
  {
    element: (
      <RequireStaff>
        <AdminLayout />
      </RequireStaff>
    ),
    children: [
      { index: true, element: <Home /> },
      { path: '/orders', element: <OrdersPage /> },
      { path: '/orders/:id', element: <OrderPage /> },
      { path: '/cancel-requests', element: <CancelRequestsPage /> },
      { path: '/transfers', element: <TransfersPage /> },
      { path: '/customers', element: <CustomersPage /> },
      { path: '/customers/:id', element: <CustomerPage /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '/after-sales', element: <AfterSalesQueuePage /> },
      { path: '/after-sales/:id', element: <AfterSalePage /> },
      { path: '/certifications', element: <CertificationsPage /> },
      { path: '/invoices', element: <InvoicesPage /> },
      { path: '/coupons', element: <CouponsPage /> },
      { path: '/products', element: <ProductsPage /> },
      { path: '/products/:code', element: <ProductPage /> },
      { path: '/design-tasks', element: <DesignTasksPage /> },
      { path: '/reviews', element: <ReviewsPage /> },
      { path: '/stock', element: <StockPage /> },
      { path: '/flash-sales', element: <FlashSalesPage /> },
      { path: '/audit', element: <AuditPage /> },
      { path: '/error', element: <ErrorPage kind="server" /> },
      { path: '*', element: <ErrorPage kind="not-found" /> },
    ],
  },
];

export function AdminRoutes() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => navigate(CONSOLE_PATHS[path] ?? path)), [navigate]);
  return useRoutes(routes);
}
