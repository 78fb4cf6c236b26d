/**
 * Quote pages' calls: the schema a page renders and the authoritative price. The server prices with the same pure
 * engine the browser uses (src/domain/quote) and reads nothing but `code` and `config` from the request.
 */
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { getSchema, quote } from '../../../domain/quote';
import { fail, invalidField, ok } from '../../http/envelope';
import { defineRoute } from '../../http/route';

/** Configurations whose answers are kept (~5 KB each: a few MB at most). */
const ANSWERS_KEPT = 1000;

/** The same configuration written with its fields in any order is the same key. */
function configKey(code: string, config: Record<string, unknown>): string {
  return `${code} ${JSON.stringify(Object.keys(config).sort().map((field) => [field, config[field]]))}`;
}

export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue } = app.services;
  // The product registry is fixed for the life of the process (built from schemas/ by codegen), so a
  // configuration's answer never changes: the most recent ones are kept. Quote pages ask for the same few
  // configurations over and over — every visitor's first price is the product's default.
  const answers = new LRUCache<string, ReturnType<typeof quote>>({ max: ANSWERS_KEPT });

  defineRoute(app, 'get', '/quote/schema', {
    auth: 'optional',
    handler: async ({ query }) => {
      let code = query.code;
      if (!code && query.goods_id !== undefined) code = (await catalogue.quoteCodeOf(query.goods_id)) ?? undefined;
      if (!code) return query.goods_id === undefined ? invalidField('code', 'required') : fail('not_found', {}, 'goods_id');
      const schema = getSchema(code);
      if (!schema) return fail('not_found', {}, 'code');
      return ok({ ...schema, schema: { ...schema.schema }, goods_id: await catalogue.goodsIdForQuote(code) });
    },
  });

  defineRoute(app, 'post', '/quote/price', {
    auth: 'optional',
    handler: async ({ body }) => {
      const key = configKey(body.code, body.config);
      let answer = answers.get(key);
      if (!answer) {
        answer = quote(body.code, body.config);
        answers.set(key, answer);
      }
      const { price: result, ladder: scheme } = answer;
      if (!result.ok && result.error === 'unknown_product') return fail('not_found', {}, 'code');
      if (!result.ok) return ok({ ok: false, issues: result.issues, quote: null, ladder: [] });
      return ok({ ok: true, issues: result.issues, quote: result.quote, ladder: scheme.ok ? scheme.rows : [] });
    },
  });
}
