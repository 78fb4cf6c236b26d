import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedOperations } from './lib/contract';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Routes that are not part of the shop API document itself. */
const UNDOCUMENTED_ALLOWED = /^\/api\/docs(\/|$)/;

describe('openapi/shop.yaml and the served API', () => {
  it('every documented operation is served and every served /api operation is documented', () => {
    const documented = new Set(documentedOperations().map((op) => op.replace(' ', ' /api')));
    expect(documented.size).toBeGreaterThanOrEqual(11);
    const served = new Set(t.app.servedRoutes.filter((r) => r.split(' ')[1]?.startsWith('/api/') && !UNDOCUMENTED_ALLOWED.test(r.split(' ')[1] ?? '')));
    for (const operation of documented) expect(served.has(operation), `${operation} is documented but not served`).toBe(true);
    for (const route of served) {
      if (route.startsWith('HEAD ')) continue; // Fastify adds HEAD for every GET
      expect(documented.has(route), `${route} is served but not documented`).toBe(true);
    }
  });
});
