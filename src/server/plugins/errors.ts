/**
 * Turns every failure into the envelope: validation → 400 naming the field, malformed JSON → 400,
 * oversized body → 413, unknown API path → 404, anything unexpected → 500 with a request id and no stack trace
 * (the error itself goes to the server log under that id).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ValidationKeyword } from '../../domain/errors';
import { validationKeywords } from '../../domain/errors';
import { translate } from '../../domain/i18n';
import { fail, sendFailure } from '../lib/envelope';

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
      const reason = translate(locale, `errors.validation.${keyword}`, {
        ...(typeof limit === 'number' ? { limit } : {}),
        allowed,
      });
      const field = fieldOf(issue);
      return sendFailure(reply, locale, fail('invalid_field', { field, reason }, field));
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
      return sendFailure(reply, locale, fail('invalid_field', { field: '(request)', reason: translate(locale, 'errors.validation.invalid') }));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return sendFailure(reply, locale, fail('internal'));
  });
}

/** Not encapsulated: applies to every route of the app. */
export const errorsPlugin = fp(errors, { name: 'errors' });
