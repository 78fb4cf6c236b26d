import { useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { setNavigator } from '../../web/lib/api';
import { lazyRoute } from '../../web/lib/lazy-route';
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
const ErrorPage = lazyRoute(() => import('../features/errors/error-page'));

/** The shop client's middleware routes code -1, HTTP 400 and 5xx to shop paths; the console maps them to its own. */
const CONSOLE_PATHS: Record<string, string> = { '/account/login': '/login', '/404': '/not-found', '/500': '/error' };

function Home() {
  return <Navigate to={homeOf(useStaff().role)} replace />;
}

export function AdminRoutes() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => navigate(CONSOLE_PATHS[path] ?? path)), [navigate]);
  return (
    <Routes>
      <Route path="/login" element={<SignInPage />} />
      <Route
        element={
          <RequireStaff>
            <AdminLayout />
          </RequireStaff>
        }
      >
        <Route index element={<Home />} />
        <Route path="/orders" element={<OrdersPage />} />
        <Route path="/orders/:id" element={<OrderPage />} />
        <Route path="/cancel-requests" element={<CancelRequestsPage />} />
        <Route path="/transfers" element={<TransfersPage />} />
        <Route path="/customers" element={<CustomersPage />} />
        <Route path="/customers/:id" element={<CustomerPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/after-sales" element={<AfterSalesQueuePage />} />
        <Route path="/after-sales/:id" element={<AfterSalePage />} />
        <Route path="/certifications" element={<CertificationsPage />} />
        <Route path="/invoices" element={<InvoicesPage />} />
        <Route path="/coupons" element={<CouponsPage />} />
        <Route path="/products" element={<ProductsPage />} />
        <Route path="/products/:code" element={<ProductPage />} />
        <Route path="/audit" element={<AuditPage />} />
        <Route path="/error" element={<ErrorPage kind="server" />} />
        <Route path="*" element={<ErrorPage kind="not-found" />} />
      </Route>
    </Routes>
  );
}
