/**
 * Turns every failure into the envelope: validation → 400 naming the field, malformed JSON → 400,
 * oversized body → 413, unknown API path → 404, a lost database connection → 503 `database_unavailable`, anything unexpected → 500 with a request id and no stack trace
 * (the error itself goes to the server log under that id).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ValidationKeyword } from '../../../domain/errors';
import { validationKeywords } from '../../../domain/errors';
import { resolveLocale } from '../../../domain/i18n';
import { isConnectionError } from '../../db/client';
import { fail, invalidField, sendFailure } from '../envelope';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldOf(issue: AjvIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra =
    typeof issue.params.missingProperty === 'string'
      ? issue.params.missingProperty
      : typeof issue.params.additionalProperty === 'string'
        ? issue.params.additionalProperty
        : '';
  return [path, extra].filter(Boolean).join('.') || '(body)';
}

function isKeyword(value: string): value is ValidationKeyword {
  return (validationKeywords as readonly string[]).includes(value);
}

async function errors(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale;
    if (error.validation && error.validation.length > 0) {
      const issue = error.validation[0] as unknown as AjvIssue;
      const keyword = isKeyword(issue.keyword) ? issue.keyword : 'invalid';
      const limit = issue.params.limit;
      const allowed = Array.isArray(issue.params.allowedValues) ? issue.params.allowedValues.join(', ') : '';
      return sendFailure(reply, locale, invalidField(fieldOf(issue), keyword, { ...(typeof limit === 'number' ? { limit } : {}), allowed }));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendFailure(reply, locale, fail('malformed_json'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendFailure(reply, locale, fail('body_too_large'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendFailure(reply, locale, fail('unsupported_media_type'));
    }
    if (error.statusCode === 429) return sendFailure(reply, locale, fail('too_many_requests'));
    if (error.statusCode === 404) return sendFailure(reply, locale, fail('route_not_found', { path: request.url.split('?')[0] ?? '' }));
    if (error instanceof SyntaxError && error.statusCode === 400) return sendFailure(reply, locale, fail('malformed_json'));
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.warn({ err: error }, 'client error');
      return sendFailure(reply, locale, { ok: false, error: 'invalid_field', params: { field: '(request)' }, reason: 'invalid' });
    }
    if (isConnectionError(error)) {
      // The database connection was lost mid-request (restart, failover): the pool reconnects for the next request.
      request.log.error({ err: error, reqId: request.id }, 'database connection lost during the request');
      return sendFailure(reply, locale, fail('database_unavailable'));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return sendFailure(reply, locale, fail('internal'));
  });
}

/**
 * Errors Fastify meets before routing (Fastify's `frameworkErrors`), such as a URL that is not valid percent-encoding
 * (`/api/%zz`): a 400 envelope like any other malformed request, in the language the request asks for.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const acceptLanguage = request.headers['accept-language'];
  const cookie = /(?:^|;\s*)locale=([a-z]{2})/.exec(request.headers.cookie ?? '')?.[1];
  const locale = resolveLocale(cookie, typeof acceptLanguage === 'string' ? acceptLanguage : undefined);
  request.log.info({ err: error }, 'request refused before routing');
  void sendFailure(reply, locale, invalidField('(url)', 'invalid'));
}

/** Not encapsulated: applies to every route of the app. */
export const errorsPlugin = fp(errors, { name: 'errors' });
