/** Resolves the request's language and, from the `token` header, its logged-in user. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveLocale } from '../../domain/i18n';
import { findSessionUser } from '../services/session.service';

async function session(app: FastifyInstance): Promise<void> {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const acceptLanguage = request.headers['accept-language'];
    request.locale = resolveLocale(request.cookies.locale, typeof acceptLanguage === 'string' ? acceptLanguage : undefined);
  });
  app.addHook('preHandler', async (request) => {
    const token = request.headers.token;
    if (typeof token === 'string' && token !== '' && request.url.startsWith('/api/')) {
      request.user = await findSessionUser(app.database.db, token);
    }
  });
}

/** Not encapsulated: applies to every route of the app. */
export const sessionPlugin = fp(session, { name: 'session' });
