// @vitest-environment jsdom
/** The data layer's envelope rule (query.ts) and invalidation after a write. */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dictionaries } from '../../domain/i18n';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from './api';
import { useNotify } from '../lib/notify-store';
import { $api, envelope, ShopError, usePageQuery, useShopMutation } from './query';
import { TestQueryProvider } from './query-testing';

type Answer = () => Promise<{ data?: { code: number; show: number; msg: string; data?: unknown }; error?: unknown; response: Response }>;
const server = vi.hoisted(() => ({ get: [] as string[], post: [] as string[], answers: new Map<string, Answer>() }));

vi.mock('./api', async (original) => {
  const actual = await original<typeof ApiModule>();
  const answer = (path: string) => server.answers.get(path)?.() ?? Promise.reject(new TypeError('no answer'));
  return { ...actual, api: { GET: (path: string) => (server.get.push(path), answer(path)), POST: (path: string) => (server.post.push(path), answer(path)) } };
});

/** An answer as fetch gives it: its URL names the operation (the data layer reads a write's effects by it). */
const answered = (path = '') => Object.defineProperty(new Response(), 'url', { value: path ? `http://localhost/api${path}` : '' });
const ok = (data: unknown, extra: { show?: number; msg?: string; path?: string } = {}) => Promise.resolve({ data: { code: 1, show: extra.show ?? 0, msg: extra.msg ?? '', data }, response: answered(extra.path) });
const refused = (msg: string) => Promise.resolve({ data: { code: 0, show: 1, msg, data: {} }, response: new Response() });

beforeAll(() => i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: dictionaries.en } }, interpolation: { escapeValue: false } }));
beforeEach(() => {
  server.get = [];
  server.post = [];
  server.answers.clear();
  useNotify.setState({ alert: null, toasts: [] });
});
afterEach(cleanup);

describe('envelope(): the query helper', () => {
  it('code 1: the query data is the envelope data, no alert', async () => {
    server.answers.set('/address/lists', () => ok({ lists: [{ id: 4 }] }));
    const { result } = renderHook(() => useQuery(envelope($api.queryOptions('get', '/address/lists'))), { wrapper: TestQueryProvider });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ lists: [{ id: 4 }] });
    expect(useNotify.getState().alert).toBeNull();
  });

  it('code ≠ 1 with HTTP 200: a query error, alerted once with the message, not retried', async () => {
    server.answers.set('/address/lists', () => refused('No such address'));
    const { result } = renderHook(() => usePageQuery(envelope($api.queryOptions('get', '/address/lists'))), { wrapper: TestQueryProvider });
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.data).toBeNull();
    expect(useNotify.getState().alert).toBe('No such address');
    expect(server.get).toEqual(['/address/lists']);
  });

  it('code ≠ 1 on a quiet query: an error without an alert', async () => {
    server.answers.set('/address/lists', () => refused('No such address'));
    const { result } = renderHook(() => useQuery(envelope($api.queryOptions('get', '/address/lists'), { quiet: true })), { wrapper: TestQueryProvider });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ShopError);
    expect(result.current.error?.kind).toBe('envelope');
    expect(useNotify.getState().alert).toBeNull();
  });

  it('a network failure: tried once more, then a query error with the network alert', async () => {
    server.answers.set('/address/lists', () => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useQuery(envelope($api.queryOptions('get', '/address/lists'))), { wrapper: TestQueryProvider });
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 5000 });
    expect(result.current.error?.kind).toBe('network');
    expect(server.get).toEqual(['/address/lists', '/address/lists']);
    expect(useNotify.getState().alert).toBe('Network error: the server could not be reached. Please try again.');
  });
});

describe('useShopMutation(): a write', () => {
  it('answers the data with the success toast and refetches the queries its operation changes (write-effects.ts)', async () => {
    let lines = [{ id: 1 }, { id: 2 }];
    server.answers.set('/cart/lists', () => ok({ lists: lines }));
    const deleteLines = (ids: number[]) => {
      lines = lines.filter((line) => !ids.includes(line.id));
      return ok({ ids }, { show: 1, msg: 'Deleted', path: '/cart/delete' });
    };
    const { result } = renderHook(
      () => ({
        cart: usePageQuery(envelope($api.queryOptions('get', '/cart/lists'))),
        remove: useShopMutation({ mutationFn: (ids: number[]) => deleteLines(ids) }),
      }),
      { wrapper: TestQueryProvider },
    );
    await waitFor(() => expect(result.current.cart.data?.lists).toHaveLength(2));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.remove.run([1]);
    });
    expect(answer).toEqual({ ids: [1] });
    expect(useNotify.getState().toasts.map((t) => t.text)).toEqual(['Deleted']);
    await waitFor(() => expect(result.current.cart.data?.lists).toEqual([{ id: 2 }]));
    expect(server.get).toEqual(['/cart/lists', '/cart/lists']);
  });

  it('a refused write answers null, alerts, and refetches nothing', async () => {
    server.answers.set('/cart/lists', () => ok({ lists: [] }));
    const { result } = renderHook(
      () => ({
        cart: usePageQuery(envelope($api.queryOptions('get', '/cart/lists'))),
        remove: useShopMutation({ mutationFn: () => refused('Not in your cart') }),
      }),
      { wrapper: TestQueryProvider },
    );
    await waitFor(() => expect(result.current.cart.data).not.toBeNull());
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await result.current.remove.run(undefined);
    });
    expect(answer).toBeNull();
    expect(useNotify.getState().alert).toBe('Not in your cart');
    expect(server.get).toEqual(['/cart/lists']);
  });
});

describe('session queries (public data)', () => {
  it('a write during the first load of public data loads it again: the answer read before the write is not kept', async () => {
    const { publicDataQuery, usePublicData } = await import('./session-queries');
    const { createShopQueryClient } = await import('./query');
    const { QueryClientProvider } = await import('@tanstack/react-query');
    const client = createShopQueryClient();
    const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    let cartCount = 0;
    let releaseFirst: () => void = () => undefined;
    const firstRead = new Promise<void>((resolve) => (releaseFirst = resolve));
    let loads = 0;
    server.answers.set('/pc/commonData', () => {
      loads += 1;
      const seen = cartCount; // read now, answered later: the first load reads before the write
      return (loads === 1 ? firstRead : Promise.resolve()).then(() => ok({ my: { cart_num: seen } }));
    });
    const add = () => {
      cartCount = 1;
      return ok({ ids: [1] }, { path: '/cart/add' });
    };
    const { result } = renderHook(
      () => ({ data: usePublicData() as { my?: { cart_num?: number } } | null, add: useShopMutation({ mutationFn: add }) }),
      { wrapper },
    );
    // The session loader's first load (the token just changed: nothing cached).
    const loading = client.prefetchQuery({ ...publicDataQuery, staleTime: 0 });
    await waitFor(() => expect(loads).toBe(1));
    // The resumed "Add to cart" commits while that load is still on its way.
    await act(async () => {
      await result.current.add.run(undefined);
    });
    releaseFirst();
    await loading;
    await waitFor(() => expect(result.current.data?.my?.cart_num).toBe(1));
    expect(loads).toBe(2);
  });
});
