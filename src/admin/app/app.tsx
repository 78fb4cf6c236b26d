import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createShopQueryClient } from '../../client/api/query';
import { Notifications } from '../../client/components/notifications';
import { AdminRoutes } from './routes';

/** The console's providers: the shared query cache rules (src/client/api/query.ts) and a router under /admin. */
export function AdminApp() {
  const [queryClient] = useState(createShopQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/admin">
        <Suspense fallback={<div className="adm-boot" aria-busy="true" />}>
          <AdminRoutes />
          <Notifications />
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
