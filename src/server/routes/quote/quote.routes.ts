/**
 * Quote pages' calls: the schema a page renders and the authoritative price. The server prices with the same pure
 * engine the browser uses (src/domain/quote) and reads nothing but `code` and `config` from the request.
 */
import type { FastifyInstance } from 'fastify';
import { getSchema, quote } from '../../../domain/quote';
import { fail, invalidField, ok } from '../../lib/envelope';
import { defineRoute } from '../../lib/route';

export async function quoteRoutes(app: FastifyInstance): Promise<void> {
  const { catalogue } = app.services;

  defineRoute(app, {
    method: 'get',
    path: '/quote/schema',
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

  defineRoute(app, {
    method: 'post',
    path: '/quote/price',
    auth: 'optional',
    handler: async ({ body }) => {
      const { price: result, ladder: scheme } = quote(body.code, body.config);
      if (!result.ok && result.error === 'unknown_product') return fail('not_found', {}, 'code');
      if (!result.ok) return ok({ ok: false, issues: result.issues, quote: null, ladder: [] });
      return ok({ ok: true, issues: result.issues, quote: result.quote, ladder: scheme.ok ? scheme.rows : [] });
    },
  });
}
