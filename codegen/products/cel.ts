/**
 * CEL (Common Expression Language) for `x-rules`, rule params, `x-visible` and KIT part conditions, in the manner of
 * Kubernetes' `x-kubernetes-validations`. CEL is strictly typed: JSON integers are `int`, JSON numbers are `double`;
 * `pages / 2` is integer division and `width_mm * quantity` is a type error (write `double(quantity)`).
 *
 * Codegen only: every expression is type-checked here with @marcbachmann/cel-js, then compiled to plain JavaScript
 * (./cel-compile.ts) — the shop never ships or runs a CEL interpreter. `interpretCel` evaluates with the interpreter
 * for the test that proves the compiled functions agree with it.
 */
import { Environment } from '@marcbachmann/cel-js';
import type { CelVariables } from '../../src/domain/quote/expr';
import type { CelType, Scalar } from '../../src/domain/quote/types';

/** An environment where exactly these variables exist; anything else is an "Unknown variable" error. */
export function createCelEnvironment(variables: CelVariables): Environment {
  const env = new Environment({ unlistedVariablesAreDyn: false });
  for (const name of Object.keys(variables).sort()) {
    const type = variables[name];
    if (type) env.registerVariable(name, type);
  }
  return env;
}

export type CelCheck = { ok: true; type: string } | { ok: false; reason: string };

/** Parses and type-checks an expression; `expected` (e.g. 'bool') is the type it must have. */
export function checkCel(env: Environment, expression: string, expected?: CelType | readonly CelType[]): CelCheck {
  let result: ReturnType<Environment['check']>;
  try {
    result = env.check(expression);
  } catch (error) {
    return { ok: false, reason: firstLine(error) };
  }
  if (!result.valid) return { ok: false, reason: firstLine(result.error) };
  const type = result.type ?? 'dyn';
  const allowed = expected === undefined ? [] : typeof expected === 'string' ? [expected] : expected;
  if (allowed.length > 0 && !allowed.includes(type as CelType)) {
    return { ok: false, reason: `must be of type ${allowed.join(' or ')}, but is ${type}` };
  }
  return { ok: true, type };
}

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

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? text).trim();
}
