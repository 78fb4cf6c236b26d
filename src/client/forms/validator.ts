/**
 * rjsf needs a `validator`; @rjsf/validator-ajv8 would compile the schema with ajv in the browser (eval, and ~40 KB).
 * Ours delegates to the product's precompiled check (the quote engine over codegen's ajv standalone validator), and
 * rjsf's own validation is off (`noValidate`): the engine's issues are what the page shows.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { Scalar } from '../../domain/quote/types';
import type { QuoteFormContext } from './context';

type FormData = Record<string, Scalar>;

export function precompiledValidator(isValid: (data: unknown) => boolean): ValidatorType<FormData, RJSFSchema, QuoteFormContext> {
  return {
    validateFormData: () => ({ errors: [], errorSchema: {} }),
    // Only reached for anyOf/oneOf/if matching, which product schemas do not use; the root is the configuration.
    isValid: (schema, data, rootSchema) => (schema === rootSchema ? isValid(data) : true),
    rawValidation: () => ({}),
  };
}
