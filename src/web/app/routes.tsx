import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DefaultLayout, LoginLayout, BareLayout } from './layouts';
import { useSessionLoader } from './use-session-loader';

// Route-level code splitting: the home page does not load account code, and vice versa.
const HomePage = lazy(() => import('../features/home/home-page'));
const LoginPage = lazy(() => import('../features/account/login-page'));
const RegisterPage = lazy(() => import('../features/account/register-page'));
const ForgetPasswordPage = lazy(() => import('../features/account/forget-password-page'));
const NotFoundPage = lazy(() => import('../features/errors/not-found-page'));
const ServerErrorPage = lazy(() => import('../features/errors/server-error-page'));

export function AppRoutes() {
  useSessionLoader();
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <Routes>
        <Route element={<DefaultLayout />}>
          <Route index element={<HomePage />} />
          <Route path="en" element={<HomePage />} />
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
  );
}
