/** For tests: a fresh query cache (the app's, query.ts) around what a test renders. */
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createShopQueryClient } from './query';

// The cache tells its readers about an answer in a batch run by setTimeout(0); under fake timers that timer would
// wait for the test to advance the clock again. In tests the batch runs as a microtask, as soon as the answer is in.
notifyManager.setScheduler(queueMicrotask);

export function TestQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createShopQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
