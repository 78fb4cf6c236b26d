/**
 * The answer envelope `{ code, show, msg, data }` (spec §7) and typed results for route handlers: handlers return
 * `ok(data)` or `fail(errorKey)`; only the unexpected is thrown (and becomes HTTP 500).
 */
import type { FastifyReply } from 'fastify';
import { errorCatalogue, type ErrorKey, type ErrorParams, type FieldReason, type SuccessKey } from '../../domain/errors';
import { translate, type Locale } from '../../domain/i18n';

export interface Success<D> {
  ok: true;
  data: D;
  message?: SuccessKey;
}

export interface Failure {
  ok: false;
  error: ErrorKey;
  params?: ErrorParams;
  field?: string;
  /** For `invalid_field`: why, translated into the `reason` parameter in the user's language. */
  reason?: FieldReason;
}

export type Outcome<D> = Success<D> | Failure;

export function ok<D>(data: D, message?: SuccessKey): Success<D> {
  return message ? { ok: true, data, message } : { ok: true, data };
}

export function fail(error: ErrorKey, params?: ErrorParams, field?: string): Failure {
  return { ok: false, error, ...(params ? { params } : {}), ...(field ? { field } : {}) };
}

/** `invalid_field` for `field`, with the reason in the user's language (`errors.validation.<reason>` with `params`). */
export function invalidField(field: string, reason: FieldReason, params: ErrorParams = {}): Failure {
  return { ok: false, error: 'invalid_field', params: { ...params, field }, field, reason };
}

/** The item, or `not_found` naming the request field that asked for it. */
export function found<D>(data: D | null | undefined, field: string): Outcome<D> {
  return data === null || data === undefined ? fail('not_found', {}, field) : ok(data);
}

/** Thrown inside a transaction to roll it back with a business answer; see {@link refusedWith}. */
export class Refusal extends Error {
  constructor(readonly outcome: Failure) {
    super(outcome.error);
  }
}

/** Runs `work` (typically a transaction); a {@link Refusal} thrown inside becomes its business answer. */
export async function refusedWith<T>(work: () => Promise<T>): Promise<T | Failure> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return error.outcome;
    throw error;
  }
}

export interface Envelope {
  code: 1 | 0 | -1;
  show: 0 | 1;
  msg: string;
  data: unknown;
}

export function successEnvelope(locale: Locale, data: unknown, message?: SuccessKey): Envelope {
  return { code: 1, show: message ? 1 : 0, msg: message ? translate(locale, `messages.${message}`) : '', data };
}

export function errorEnvelope(locale: Locale, failure: Failure, requestId?: string): Envelope {
  const params: ErrorParams = { ...failure.params, ...(requestId ? { request_id: requestId } : {}) };
  if (failure.reason) params['reason'] = translate(locale, `errors.validation.${failure.reason}`, failure.params);
  return {
    code: errorCatalogue[failure.error].code,
    show: 1,
    msg: translate(locale, `errors.${failure.error}`, params),
    data: { error: failure.error, ...(failure.field ? { field: failure.field } : {}), ...(requestId ? { request_id: requestId } : {}) },
  };
}

export function sendFailure(reply: FastifyReply, locale: Locale, failure: Failure): FastifyReply {
  const requestId = errorCatalogue[failure.error].http >= 500 ? reply.request.id : undefined;
  return reply.code(errorCatalogue[failure.error].http).send(errorEnvelope(locale, failure, requestId));
}
