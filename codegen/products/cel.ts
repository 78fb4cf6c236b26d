/**
 * CEL (Common Expression Language) for `x-rules`, rule params, `x-visible` and KIT part conditions, in the manner of
 * Kubernetes' `x-kubernetes-validations`. CEL is strictly typed: JSON integers are `int`, JSON numbers are `double`;
 * `pages / 2` is integer division and `width_mm * quantity` is a type error (write `double(quantity)`).
 *
 * Codegen only: ./cel-compile.ts parses and type-checks every expression with @marcbachmann/cel-js and compiles the
 * library's syntax tree to plain JavaScript — the shop never ships or runs a CEL interpreter. `interpretCel`
 * evaluates with the library's own evaluator, for the tests that prove the compiled functions agree with it.
 */
import type { Environment } from '@marcbachmann/cel-js';
import type { CelVariables } from '../../src/domain/quote/expr';
import type { Scalar } from '../../src/domain/quote/types';

export { createCelEnvironment } from './cel-compile';

/** The expression run by the CEL interpreter, over values as the shop holds them (integers become BigInt here). */
export function interpretCel(env: Environment, expression: string, types: CelVariables): (values: Record<string, Scalar>) => unknown {
  const program = env.parse(expression);
  return (values) => program(toActivation(values, types)) as unknown;
}

/** Builds the CEL activation: integers become BigInt as CEL's `int` requires. */
export function toActivation(values: Record<string, Scalar>, types: CelVariables): Record<string, unknown> {
  const activation: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(types)) {
    const value = values[name];
    if (value === undefined) continue;
    activation[name] = type === 'int' && typeof value === 'number' ? BigInt(Math.round(value)) : value;
  }
  return activation;
}
