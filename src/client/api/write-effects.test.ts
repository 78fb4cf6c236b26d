/**
 * The one freshness rule, checked against the contract (src/generated/openapi/shop.json): every mutating operation
 * the shop, the console or the shared client calls has its row in WRITE_EFFECTS (so the data layer knows what to
 * refetch after it), every row is a mutating operation of the contract, and every key it refetches names a read of
 * the contract. A new write called from the browser without a declared effect fails here.
 */
import { describe, expect, it } from 'vitest';
import contract from '../../generated/openapi/shop.json';
import { effectsOf, operationOf, WRITE_EFFECTS } from './write-effects';

type Operations = Record<string, Partial<Record<'get' | 'post', { operationId?: string }>>>;
const paths = contract.paths as unknown as Operations;

/** POST operations that only read (the page queries them; nothing changes on the server). */
const READ_POSTS = new Set(['/order/preview', '/quote/price', '/notice/myNewNotice']);
/** Uploads go through XHR with progress (upload.ts), not the data layer; their pages refetch what shows the file. */
const isUpload = (path: string) => path.startsWith('/upload/');

const mutating = Object.keys(paths).filter((path) => paths[path]?.post && !READ_POSTS.has(path) && !isUpload(path));

const sources = import.meta.glob<string>(['../../web/**/*.{ts,tsx}', '../../admin/**/*.{ts,tsx}', '../**/*.{ts,tsx}', '!**/*.test.*'], { query: '?raw', import: 'default', eager: true });
/** Every contract path written as a string literal in the browser code (api.POST('/x'), `path: '/x'` unions…). */
const called = new Set(Object.values(sources).flatMap((text) => [...text.matchAll(/'(\/[A-Za-z0-9/_]+)'/g)].map((m) => m[1]!)));

describe('WRITE_EFFECTS: what each write changes', () => {
  it.each(mutating.filter((path) => called.has(path)))('%s, called from the browser, declares what it changes', (path) => {
    expect(Object.keys(WRITE_EFFECTS), `${path}: add its row to src/client/api/write-effects.ts`).toContain(path);
  });

  it.each(Object.entries(WRITE_EFFECTS))('%s is a mutating operation, and each key it refetches is a read of the contract', (path, keys) => {
    expect(mutating, `${path} is not a mutating operation of the contract`).toContain(path);
    for (const [method, read] of keys) {
      expect(paths[read]?.[method], `${path} refetches ${method} ${read}, which the contract does not have`).toBeTruthy();
      if (method === 'post') expect(READ_POSTS.has(read), `${path} refetches post ${read}, which is not a read`).toBe(true);
    }
  });

  it('the browser calls the writes of the table (no stale rows)', () => {
    expect(Object.keys(WRITE_EFFECTS).filter((path) => !called.has(path))).toEqual([]);
  });

  it('the data layer finds an answer\'s operation by its URL and refetches exactly its row', () => {
    expect(operationOf('http://localhost:3000/api/afterSales/apply?x=1')).toBe('/afterSales/apply');
    expect(effectsOf('/afterSales/apply')).toEqual(WRITE_EFFECTS['/afterSales/apply']);
    expect(effectsOf('/staff/afterSales/refuse')).toContainEqual(['get', '/afterSales/applyInfo']);
    expect(effectsOf('/editor/save')).toEqual([['get', '/editor/detail'], ['get', '/editor/lists']]);
    expect(effectsOf('/not/an/operation')).toEqual([]);
    expect(effectsOf(null)).toEqual([]);
  });
});
