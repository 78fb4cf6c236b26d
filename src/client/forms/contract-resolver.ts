/**
 * The one form approach for the storefront's non-quote forms: react-hook-form with this resolver, which validates the
 * request body a form will send against the contract's request schema (openapi/shop.yaml, precompiled by codegen into
 * src/generated/forms/<form>.js) and then the form's own rules (what a schema cannot say: a repeated password,
 * a field required for one account type, a phone number's shape). Each field shows one message, in the user's
 * language, from the existing dictionaries; the submit handler receives the request body.
 */
import i18next from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FormIssue, FormValidator } from '../../generated/forms/types';

export interface ContractForm<Values extends FieldValues, Body> {
  /** The precompiled validator of the request body (src/generated/forms/<form>). */
  validate: FormValidator;
  /** The form's values → the request body it sends (trimmed, empty optional fields left out). */
  toBody: (values: Values) => Body;
  /** A field's label, for the generic message (“Label”: must be at most 60 characters). */
  label: (field: keyof Values & string) => string;
  /**
   * The form's own message when the contract refuses a field (`keyword`: the schema keyword it broke); undefined
   * gives the generic message of that keyword.
   */
  message?: (field: keyof Values & string, keyword: string, values: Values) => string | undefined;
  /** Body properties named differently from the form field that holds them (amount_fils → amount). */
  fields?: Partial<Record<string, keyof Values & string>>;
  /** The form's own rules: field → message, for fields the contract accepted. */
  refine?: (values: Values) => Partial<Record<keyof Values & string, string | false | undefined>>;
}

/** The form field a problem belongs to: the missing property, or the first segment of the value's pointer. */
function fieldOf(issue: FormIssue): string {
  const missing = issue.params['missingProperty'];
  if (issue.keyword === 'required' && typeof missing === 'string') return missing;
  return issue.instancePath.split('/')[1] ?? '';
}

function genericMessage(label: string, issue: FormIssue): string {
  const limit = issue.params['limit'];
  const allowed = issue.params['allowedValues'];
  const keyword = i18next.exists(`errors.validation.${issue.keyword}`) ? issue.keyword : 'invalid';
  const reason = i18next.t(`errors.validation.${keyword}`, { ...(typeof limit === 'number' ? { limit } : {}), allowed: Array.isArray(allowed) ? allowed.join(', ') : '' });
  return i18next.t('errors.invalid_field', { field: label, reason });
}

export function contractResolver<Values extends FieldValues, Body extends object>(form: ContractForm<Values, Body>): Resolver<Values, unknown, Body> {
  return (values) => {
    const body = form.toBody(values);
    const messages = new Map<string, { type: string; message: string }>();
    if (!form.validate(body)) {
      for (const issue of form.validate.errors ?? []) {
        const property = fieldOf(issue);
        const field = form.fields?.[property] ?? (property as keyof Values & string);
        if (!field || messages.has(field)) continue;
        messages.set(field, { type: issue.keyword, message: form.message?.(field, issue.keyword, values) ?? genericMessage(form.label(field), issue) });
      }
    }
    for (const [field, message] of Object.entries(form.refine?.(values) ?? {})) {
      if (typeof message === 'string' && !messages.has(field)) messages.set(field, { type: 'validate', message });
    }
    if (messages.size === 0) return { values: body, errors: {} };
    return { values: {}, errors: Object.fromEntries(messages) as FieldErrors<Values> };
  };
}
