/** The dictionary loader: which URL it asks, and when it asks again. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dictionaryBase } from 'virtual:i18n-dictionaries';
import { loadNamespace } from './index';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Runs the loader to its end, letting the retry waits pass; returns what it gave or threw. */
async function load(locale: string, namespace: string): Promise<{ value?: unknown; error?: Error }> {
  const outcome = loadNamespace(locale, namespace).then(
    (value) => ({ value }),
    (error: Error) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(5_000);
  return outcome;
}

describe('loadNamespace', () => {
  it('fetches the dictionary from the build folder', async () => {
    fetchMock.mockResolvedValueOnce(json({ 'cart.title': '购物车' }));
    expect(await load('zh', 'checkout')).toEqual({ value: { 'cart.title': '购物车' } });
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(`${dictionaryBase}zh/checkout.json`);
  });

  it('asks again after a network failure or a server error, twice at most', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json({}, 503)).mockResolvedValueOnce(json({ 'cart.title': 'Cart' }));
    expect(await load('en', 'checkout')).toEqual({ value: { 'cart.title': 'Cart' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json({}, 502));
    const { error } = await load('en', 'checkout');
    expect(error?.message).toBe(`${dictionaryBase}en/checkout.json: HTTP 502`);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('waits between tries instead of asking again at once', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json({ a: 'b' }));
    const outcome = loadNamespace('en', 'checkout');
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual({ a: 'b' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not ask again for a file the build does not have', async () => {
    fetchMock.mockResolvedValue(json({}, 404));
    expect((await load('en', 'checkout')).error?.message).toContain('HTTP 404');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a language or a namespace the shop does not have, without a request', async () => {
    expect((await load('fr', 'checkout')).error?.message).toBe('no dictionary fr/checkout');
    expect((await load('en', '../secrets')).error?.message).toBe('no dictionary en/../secrets');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
