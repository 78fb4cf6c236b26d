import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createShopQueryClient } from '../lib/query';
import { Notifications } from '../components/notifications';
import { AppRoutes } from './routes';

/** The providers: the query cache (lib/query.ts) and the router. */
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
