/**
 * The runtime side of the DSL's CEL expressions (`x-rules` and their params, `x-visible`, KIT `when`). Codegen
 * type-checks every expression with CEL (@marcbachmann/cel-js, codegen/products/cel.ts) and compiles it to a plain
 * JavaScript function (codegen/products/cel-compile.ts), emitted beside each product module; the engine — in the
 * browser and on the server alike — only calls those functions. Nothing here imports a CEL interpreter.
 *
 * Values are plain JSON scalars: CEL `int` is a JS number holding an integer (the compiled code truncates integer
 * division and checks integer results), `double` a JS number, `string` and `bool` as they are.
 */
import type { CelType, FieldType, Scalar } from './types';

export type { CelProgram, CelPrograms } from './types';
export type CelVariables = Record<string, CelType>;

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

/**
 * A precompiled activation builder for one set of variables, reading each name from the first source that has it;
 * `int` variables are rounded to whole numbers. Hot path of validate/price: no object spreads (merging two
 * configurations with `{...a, ...b}` costs more than evaluating every rule).
 */
export function activationBuilder(types: CelVariables): (...sources: Record<string, Scalar>[]) => Record<string, Scalar> {
  const names = Object.keys(types);
  const ints = names.map((name) => types[name] === 'int');
  return (...sources) => {
    const activation: Record<string, Scalar> = {};
    for (let i = 0; i < names.length; i++) {
      const name = names[i] as string;
      let value: Scalar | undefined;
      for (const source of sources) {
        value = source[name];
        if (value !== undefined) break;
      }
      if (value === undefined) continue;
      activation[name] = ints[i] && typeof value === 'number' ? Math.round(value) : value;
    }
    return activation;
  };
}

/** A CEL result as a message parameter: doubles rounded to 2 decimals (BigInt, from a CEL interpreter, → number). */
export function fromCel(value: unknown): Scalar {
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'number') return Math.round(value * 100) / 100;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return String(value);
}
