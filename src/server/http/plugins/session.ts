/**
 * Resolves the request's language and, from the `token` header, its logged-in user; guards each API operation as its
 * `security` in the contract says (the route's `access`, set by defineRoute from openapi/shop.yaml): `user` and
 * `staff` operations answer code -1 `not_logged_in` without a valid session — before the body is read — and `staff`
 * ones `forbidden` to a user who is not staff (`admin` ones to a user who is not admin).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isLocale, resolveLocale } from '../../../domain/i18n';
import { isStaffRole } from '../../../domain/roles';
import type { Access } from '../contract';
import { fail, sendFailure } from '../envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from the contract's `security`; absent on routes outside the API document. */
    access?: Access;
  }
}

async function session(app: FastifyInstance): Promise<void> {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('user', null);
  // Callback style: no promise on every request for a synchronous step.
  app.addHook('onRequest', (request, _reply, done) => {
    const acceptLanguage = request.headers['accept-language'];
    request.locale = resolveLocale(request.cookies.locale, typeof acceptLanguage === 'string' ? acceptLanguage : undefined);
    done();
  });
  // preParsing: after every onRequest hook (the per-IP flood limit counts the call before any session lookup) and
  // before the body is read.
  app.addHook('preParsing', async (request, reply, payload) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'none') return payload;
    const token = request.headers.token;
    if (typeof token === 'string' && token !== '') request.user = await app.services.sessions.find(token);
    // A language the user chose in the shop (the cookie, not a browser default) is what their emails are written in.
    const chosen = request.cookies.locale;
    if (request.user && isLocale(chosen) && chosen !== request.user.locale) {
      await app.services.sessions.rememberLocale(request.user.id, chosen);
      request.user.locale = chosen;
    }
    if (access === 'public') return payload;
    if (!request.user) return sendFailure(reply, request.locale, fail('not_logged_in'));
    if (access === 'staff' && !isStaffRole(request.user.role)) return sendFailure(reply, request.locale, fail('forbidden'));
    if (access === 'admin' && request.user.role !== 'admin') return sendFailure(reply, request.locale, fail('forbidden'));
    return payload;
  });
}

/** Not encapsulated: applies to every route of the app. */
export const sessionPlugin = fp(session, { name: 'session', dependencies: ['services'] });
