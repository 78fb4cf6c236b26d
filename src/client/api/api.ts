/**
 * The only way the shop and the console talk to the shop API: an openapi-fetch client typed from openapi/shop.yaml.
 * Middleware adds the `token` header (the contract's security scheme) and `version`, and applies the envelope rules
 * of spec §7–§8: code -1 → log out and go to login (remembering back_url); HTTP 400 → /404; HTTP 500 → /500.
 * Pages reach it through the data layer (api/query.ts), which unwraps the envelope.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../generated/shop-api';
import { rememberBackUrl, useSession } from '../lib/session-store';

export const CLIENT_VERSION = '1.0.0';

/** Set by the router so middleware can navigate without a full reload. */
let navigate: (path: string) => void = (path) => window.location.assign(`/pc${path}`);
export function setNavigator(fn: (path: string) => void): void {
  navigate = fn;
}

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return (pathname.replace(/^\/pc/, '') || '/') + search + hash;
}

const envelopeMiddleware: Middleware = {
  onRequest({ request }) {
    // A call may name its own session (the console's sign-in checks a new session before it becomes the browser's).
    if (!request.headers.has('token')) request.headers.set('token', useSession.getState().token ?? '');
    request.headers.set('version', CLIENT_VERSION);
    return request;
  },
  async onResponse({ response }) {
    if (response.status === 400) navigate('/404');
    else if (response.status >= 500) navigate('/500');
    else if (response.ok) {
      const body: unknown = await response.clone().json().catch(() => null);
      if (typeof body === 'object' && body !== null && 'code' in body && body.code === -1) {
        useSession.getState().setToken(null);
        rememberBackUrl(currentPath());
        navigate('/account/login');
      }
    }
    return response;
  },
};

export const api = createClient<paths>({ baseUrl: '/api' });
api.use(envelopeMiddleware);
