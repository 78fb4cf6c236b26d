import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createShopQueryClient } from '../../client/api/query';
import { Notifications } from '../../client/components/notifications';
import { AppRoutes } from './routes';

/** The providers: the query cache (src/client/api/query.ts) and the router. */
export function App() {
  const [queryClient] = useState(createShopQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/pc">
        <AppRoutes />
        <Notifications />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
