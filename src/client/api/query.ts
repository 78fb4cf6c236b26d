/**
 * The data layer: TanStack Query over the openapi-fetch client of `api.ts` (its middleware still adds the token and
 * version, sends code -1 to login, HTTP 400 to /404 and 5xx to /500).
 *
 * - Reads: `useQuery(envelope($api.queryOptions('get', '/order/detail', { params: { query: { id } } })))`.
 *   openapi-react-query gives the typed query key `[method, path, init]`; `envelope()` makes the envelope's `data`
 *   the query's data and a failed envelope (code ≠ 1 with HTTP 200, an HTTP error, a network failure) the query's
 *   error (a `ShopError`), alerted once by the query cache unless the query is `quiet` (spec §7).
 * - Writes: `useShopMutation({ mutationFn: (body) => api.POST('/cart/delete', { body }) })`; `run(vars)` answers the
 *   data or null (already alerted), and on success the queries the operation changes (its row in write-effects.ts)
 *   refetch.
 */
import {
  MutationCache,
  QueryCache,
  QueryClient,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';
import i18next from 'i18next';
import { useCallback } from 'react';
import createQueryClient from 'openapi-react-query';
import { api } from './api';
import { useNotify } from '../lib/notify-store';
import { effectsOf, operationOf } from './write-effects';

/** Typed query keys and options for every API operation (the key convention: `[method, path, init]`). */
export const $api = createQueryClient(api);

interface ShopMeta extends Record<string, unknown> {
  /** No alert on failure (the page shows its own "not found" or nothing). */
  quiet?: boolean;
  /** No alert when a refetch fails (polling): only the first read alerts. */
  quietRefetch?: boolean;
  /** Not the page's own data (the shell's session data, the live price, the side menu's flyout): not on the loading bar. */
  background?: boolean;
  /** Error keys the page answers itself (a dialog of its own): no alert for them. */
  handles?: readonly string[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ShopMeta;
    mutationMeta: ShopMeta;
    defaultError: ShopError;
  }
}

interface EnvelopeLike<D> {
  code: number;
  show: number;
  msg: string;
  data?: D;
}

/**
 * Why a call gave no data. `network`: no answer; `envelope`: code ≠ 1 (HTTP 200, a business failure); `http`: an
 * HTTP error status. `alert` is the message to show the shopper, or null when there is nothing to say (the client
 * middleware already routed the answer: code -1 → login, HTTP 400 → /404, 5xx → /500).
 */
export class ShopError extends Error {
  constructor(
    readonly kind: 'network' | 'envelope' | 'http',
    readonly code: number | null,
    readonly alert: string | null,
    /** The refusal's error key (the envelope's `data.error`), when it has one. */
    readonly key: string | null = null,
  ) {
    super(alert ?? kind);
    this.name = 'ShopError';
  }
}

interface FetchResult<D> {
  data?: EnvelopeLike<D>;
  error?: unknown;
  response: Response;
}

function isEnvelope(value: unknown): value is EnvelopeLike<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number';
}

/**
 * The one envelope rule, for queries and mutations alike: code 1 → its data (null when the answer has none) and the
 * success message to toast when `show` is set; anything else → a ShopError.
 */
export async function settle<D>(request: Promise<FetchResult<D>>): Promise<{ data: D | null; toast: string | null; operation: string | null }> {
  let result: FetchResult<D>;
  try {
    result = await request;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ShopError('network', null, i18next.t(navigator.onLine ? 'common.network_error' : 'common.offline'));
  }
  const body: unknown = result.data ?? result.error;
  const status = result.response.status;
  if (!isEnvelope(body)) throw new ShopError('http', null, null);
  if (body.code === 1 && result.response.ok) {
    return { data: (body.data ?? null) as D | null, toast: body.show === 1 && body.msg ? body.msg : null, operation: operationOf(result.response.url) };
  }
  const routed = body.code === -1 || status === 400 || status >= 500;
  const data: unknown = body.data;
  const key = typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'string' ? data.error : null;
  throw new ShopError(result.response.ok ? 'envelope' : 'http', body.code, body.code === 0 && body.msg && !routed ? body.msg : null, key);
}

type Method = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
type Fetcher = (path: string, init: Record<string, unknown>) => Promise<FetchResult<unknown>>;
type EnvelopeData<E> = E extends { data?: infer D } ? D : never;

/** The request a query key stands for: the same call openapi-react-query would make. */
function fetchKey(key: QueryKey, signal: AbortSignal): Promise<FetchResult<unknown>> {
  const [method, path, init] = key as readonly [Method, string, Record<string, unknown>?];
  const fetcher = api[method.toUpperCase() as Uppercase<Method>] as unknown as Fetcher;
  return fetcher(path, { ...init, signal });
}

/**
 * The query helper every page uses: takes openapi-react-query's options for an operation and answers options whose
 * data is the envelope's `data` (a failed envelope is the query's error, alerted unless `quiet`).
 */
export function envelope<E, K extends QueryKey>(options: { queryKey: K; queryFn?: unknown; select?: (data: E) => unknown }, meta: ShopMeta = {}) {
  return queryOptions({
    queryKey: options.queryKey,
    queryFn: async ({ queryKey, signal }: QueryFunctionContext<K>) => (await settle(fetchKey(queryKey, signal))).data as EnvelopeData<NonNullable<E>>,
    meta,
  });
}

function alertOf(error: unknown, meta: ShopMeta | undefined, refetch = false): void {
  if (meta?.quiet || (refetch && meta?.quietRefetch) || !(error instanceof ShopError) || !error.alert) return;
  if (error.key && meta?.handles?.includes(error.key)) return;
  useNotify.getState().showAlert(error.alert);
}

/**
 * The app's query client. Pages read once when they open (no refetch on window focus or reconnect, as before);
 * a business or HTTP failure is final (no retry), a network failure is tried once more before the alert.
 */
export function createShopQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => alertOf(error, query.meta, query.state.dataUpdateCount > 0) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _context, mutation) => alertOf(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        // Every answer comes through the API's own middleware: let failures (offline included) surface at once.
        networkMode: 'always',
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 0,
        retry: (failures, error) => error.kind === 'network' && failures < 1,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

interface ShopMutationOptions<V, D> {
  mutationFn(vars: V): Promise<FetchResult<D>>;
  quiet?: boolean;
  /**
   * The one exception to the write's declared effects: prefixes of them this call does not refetch because the page
   * is showing that very thing on purpose (a message opened from the unread list stays in place, marked read, until
   * the list reloads). Only effects the table declares can be held back.
   */
  holdBack?: readonly QueryKey[];
  /** false: no success toast (the page says what happened itself); failures are still alerted. */
  toast?: boolean;
  /** Error keys the page answers itself: not alerted; `onRefused` gets them. */
  handles?: readonly string[];
  onRefused?(error: ShopError): void;
}

/**
 * A write, like `call()` was: `run(vars)` answers the envelope's data, or null after a failure (alerted unless quiet)
 * or when the answer has none; on success the success toast shows (when the answer says so) and the queries the
 * operation changes (write-effects.ts) refetch.
 */
/**
 * After a write: queries under `queryKey` load again. A first load still on its way (no answer yet) may have read
 * before the write, and TanStack Query would hand that answer to the invalidation instead of loading again (it
 * cancels only refetches of queries that have data), so such a load is cancelled and started afresh.
 */
async function refreshAfterWrite(client: QueryClient, queryKey: QueryKey): Promise<void> {
  const firstLoads = client.getQueryCache().findAll({ queryKey }).filter((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined);
  for (const query of firstLoads) {
    await query.cancel({ revert: true });
    query.fetch(query.options).catch(() => undefined);
  }
  await client.invalidateQueries({ queryKey });
}

export function useShopMutation<V, D>({ mutationFn, quiet = false, toast: toastOnSuccess = true, handles = [], onRefused, holdBack = [] }: ShopMutationOptions<V, D>) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (vars: V) => settle(mutationFn(vars)),
    meta: { quiet, handles },
    onError: (error) => {
      if (error.key && handles.includes(error.key)) onRefused?.(error);
    },
    onSuccess: ({ toast, operation }) => {
      if (toast && !quiet && toastOnSuccess) useNotify.getState().toast(toast);
      // What the write changed is the operation's declared effect (write-effects.ts), never a page's own list.
      const held = (key: QueryKey) => holdBack.some((prefix) => prefix.every((part, i) => key[i] === part));
      for (const queryKey of effectsOf(operation)) if (!held(queryKey)) void refreshAfterWrite(client, queryKey);
    },
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    (vars: V): Promise<D | null> =>
      mutateAsync(vars).then(
        ({ data }) => data,
        () => null,
      ),
    [mutateAsync],
  );
  return { run, pending: mutation.isPending };
}

/**
 * A page's read, shaped as pages use it: `data` (null while the first answer loads or after a failure), `loading`
 * (true while any answer for it is on its way: the previous answer stays shown meanwhile, so pages do not flash
 * empty) and `failed` (the last answer failed, or the query is disabled: there is nothing to show).
 */
export function usePageQuery<D, K extends QueryKey>(options: UseQueryOptions<D, ShopError, D, K>) {
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  const disabled = options.enabled === false;
  return {
    data: disabled ? null : (query.data ?? null),
    loading: !disabled && (query.isFetching || query.isPlaceholderData),
    failed: disabled || (query.isError && !query.isFetching),
    /** When the shown answer arrived: a key for state that must reset with a fresh answer. */
    updatedAt: query.dataUpdatedAt,
    /**
     * An answer has arrived since the page opened. Until then `data` may be one cached on an earlier visit: shown
     * while the page reads again, but never copied into a form (a form starts from what the server holds now).
     */
    fetchedSinceMount: !disabled && query.isFetchedAfterMount,
    refetch: query.refetch,
  };
}
