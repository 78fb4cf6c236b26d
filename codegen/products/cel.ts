/**
 * CEL (Common Expression Language) for `x-rules`, rule params and KIT part conditions, in the manner of Kubernetes'
 * `x-kubernetes-validations`. CEL is strictly typed: JSON integers are `int` (BigInt at runtime), JSON numbers are
 * `double`; `pages / 2` is integer division and `width_mm * quantity` is a type error (write `double(quantity)`).
 * Codegen type-checks every expression with the same environment the runtime evaluates it in.
 */
import { Environment } from '@marcbachmann/cel-js';
import type { CelType, FieldType, Scalar } from './types';

export type CelVariables = Record<string, CelType>;
export type CelProgram = (activation: Record<string, unknown>) => unknown;

export function celTypeOf(type: FieldType): CelType {
  switch (type) {
    case 'integer':
      return 'int';
    case 'number':
      return 'double';
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
  }
}

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

export function compileCel(env: Environment, expression: string): CelProgram {
  const program = env.parse(expression);
  return (activation) => program(activation) as unknown;
}

/** Builds the CEL activation: integers become BigInt as CEL's `int` requires. */
export function toActivation(values: Record<string, Scalar>, types: CelVariables): Record<string, unknown> {
  return activationBuilder(types)(values);
}

/**
 * A precompiled activation builder for one set of variables, reading each name from the first source that has it.
 * Hot path of validate/price: no object spreads (merging two configurations with `{...a, ...b}` costs more than
 * evaluating every rule).
 */
export function activationBuilder(types: CelVariables): (...sources: Record<string, Scalar>[]) => Record<string, unknown> {
  const names = Object.keys(types);
  const ints = names.map((name) => types[name] === 'int');
  return (...sources) => {
    const activation: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) {
      const name = names[i] as string;
      let value: Scalar | undefined;
      for (const source of sources) {
        value = source[name];
        if (value !== undefined) break;
      }
      if (value === undefined) continue;
      activation[name] = ints[i] && typeof value === 'number' ? BigInt(Math.round(value)) : value;
    }
    return activation;
  };
}

/** Converts a CEL result back to a JSON scalar (BigInt → number, doubles rounded to 2 decimals for messages). */
export function fromCel(value: unknown): Scalar {
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'number') return Math.round(value * 100) / 100;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return String(value);
}

/** Names a CEL expression mentions (identifiers outside string literals), in order of appearance. */
export function identifiersOf(expression: string): string[] {
  const withoutStrings = expression.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  const seen: string[] = [];
  for (const match of withoutStrings.matchAll(/(?<![.\w])([A-Za-z_]\w*)\b(?!\s*\()/g)) {
    const name = match[1];
    if (name && !seen.includes(name)) seen.push(name);
  }
  return seen;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? text).trim();
}
