/**
 * Compiles the DSL's CEL expressions to plain JavaScript at codegen time, so the shop evaluates `x-rules`, rule
 * params, `x-visible` and KIT `when` without a CEL interpreter (in the browser that saves ~35 KB gzip).
 *
 * There is one CEL front end: the library's (@marcbachmann/cel-js). `compileCel` parses the expression with it, has
 * it type-check the syntax tree against the product's variables (`Environment.parse(…).check()`), and then walks
 * that same tree (`ASTNode`: `op` + `args`) to emit JavaScript. No tokenizer or parser of our own.
 *
 * The part of CEL the emitter turns into JavaScript (anything else the library accepts fails codegen, naming it):
 *   literals      int (123, 0x1F), double (1.5, 2e3), string (any quoting and escape CEL allows), true, false
 *   identifiers   the product's fields and the model's derived values
 *   operators     ?: || && ! == != < <= > >= in [list literal] + - * / % and unary -
 *   calls         int(x) and double(x) of a number, s.startsWith(t)
 * CEL semantics kept where they matter:
 *   - int arithmetic stays integral: `/` truncates toward zero, `%` takes the dividend's sign, dividing by zero is
 *     an error, and a result beyond ±2^53 is an error (CEL's limit is ±2^63; shop values never get near either);
 *   - int(double) truncates toward zero (error when not finite or beyond ±2^53); double arithmetic is IEEE;
 *   - `&&` and `||` absorb an error in one operand when the other decides the result (CEL's commutative logic);
 *   - strings compare by code unit, `in` is membership by equality.
 * An error thrown at run time means what a CEL evaluation error means: the engine fails closed.
 */
import { Environment, type ASTNode } from '@marcbachmann/cel-js';
import type { CelVariables } from '../../src/domain/quote/expr';
import type { CelType } from '../../src/domain/quote/types';

type Type = 'int' | 'double' | 'string' | 'bool' | { list: Type };

// Integers have no -0: `+ 0` turns JavaScript's -0 (from -1 * 0, Math.trunc(-0.5), -3 % 3) into 0.
const HELPERS = {
  $i: 'const $i = (n) => { if (!Number.isSafeInteger(n)) throw new RangeError("integer overflow"); return n + 0; };',
  $idiv: 'const $idiv = (a, b) => { if (b === 0) throw new RangeError("division by zero"); return $i(Math.trunc(a / b)); };',
  $imod: 'const $imod = (a, b) => { if (b === 0) throw new RangeError("modulo by zero"); return (a % b) + 0; };',
  $int: 'const $int = (d) => { const n = Math.trunc(d); if (!Number.isSafeInteger(n)) throw new RangeError("int() out of range"); return n + 0; };',
  $and: 'const $and = (a, b) => { let e = null; try { if (a() === false) return false; } catch (x) { e = x; } if (b() === false) return false; if (e !== null) throw e; return true; };',
  $or: 'const $or = (a, b) => { let e = null; try { if (a() === true) return true; } catch (x) { e = x; } if (b() === true) return true; if (e !== null) throw e; return false; };',
} as const;
export type Helper = keyof typeof HELPERS;
/** Helpers that others call. */
const HELPER_DEPS: Partial<Record<Helper, Helper[]>> = { $idiv: ['$i'] };

export interface CompiledCel {
  /** A JavaScript expression over `v` (the variables object). */
  js: string;
  /** Its CEL type, as the library's checker names it (`bool`, `int`, …). */
  type: string;
  helpers: Helper[];
  /** The variables it reads, in order of appearance in the source. */
  reads: string[];
}

export type CompileResult = { ok: true; compiled: CompiledCel } | { ok: false; reason: string };

export interface CompileOptions {
  /** An environment declaring exactly `variables` (createCelEnvironment); made on the fly when absent. */
  env?: Environment;
  /** The type(s) the expression must have, e.g. 'bool' for a rule. */
  expected?: CelType | readonly CelType[];
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

class Unsupported extends Error {}

interface Emitted {
  js: string;
  type: Type;
  /** Evaluating it may throw (integer checks): && and || then keep CEL's error absorption. */
  mayThrow: boolean;
}

const show = (type: Type): string => (typeof type === 'string' ? type : `list<${show(type.list)}>`);
const isNumeric = (type: Type) => type === 'int' || type === 'double';
const same = (a: Type, b: Type) => show(a) === show(b);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RELATIONS = new Set(['==', '!=', '<', '<=', '>', '>=']);

/**
 * Walks the library's syntax tree of an expression it already type-checked. Types are carried up from the leaves
 * (literals, declared variables) through the few operators of the subset; the checker has already refused whatever
 * does not type, so a mismatch here means a construct the emitter does not translate.
 */
class Emitter {
  readonly helpers = new Set<Helper>();
  private readonly reads: { name: string; at: number }[] = [];

  constructor(private readonly variables: CelVariables) {}

  /** Variables read, first appearance first. */
  variablesRead(): string[] {
    const names: string[] = [];
    for (const { name } of [...this.reads].sort((a, b) => a.at - b.at)) if (!names.includes(name)) names.push(name);
    return names;
  }

  private use(helper: Helper): string {
    this.helpers.add(helper);
    for (const dep of HELPER_DEPS[helper] ?? []) this.helpers.add(dep);
    return helper;
  }

  emit(node: ASTNode): Emitted {
    switch (node.op) {
      case 'value':
        return this.literal(node.args, node.input.slice(node.start, node.end));
      case 'id': {
        const type = this.variables[node.args];
        if (!type || !IDENTIFIER.test(node.args)) throw new Unsupported(`variable ${node.args}`);
        this.reads.push({ name: node.args, at: node.start });
        return { js: `v.${node.args}`, type, mayThrow: false };
      }
      case '||':
      case '&&': {
        const [left, right] = [this.emit(node.args[0]), this.emit(node.args[1])];
        if (left.type !== 'bool' || right.type !== 'bool') throw new Unsupported(`${node.op} on ${show(left.type)} and ${show(right.type)}`);
        const mayThrow = left.mayThrow || right.mayThrow;
        const js = mayThrow ? `${this.use(node.op === '||' ? '$or' : '$and')}(() => ${left.js}, () => ${right.js})` : `(${left.js} ${node.op} ${right.js})`;
        return { js, type: 'bool', mayThrow };
      }
      case '!_': {
        const operand = this.emit(node.args);
        if (operand.type !== 'bool') throw new Unsupported(`! on ${show(operand.type)}`);
        return { js: `!${operand.js}`, type: 'bool', mayThrow: operand.mayThrow };
      }
      case '-_': {
        const operand = this.emit(node.args);
        if (operand.type === 'int') return { js: `${this.use('$i')}(0 - ${operand.js})`, type: 'int', mayThrow: true };
        if (operand.type === 'double') return { js: `(-${operand.js})`, type: 'double', mayThrow: operand.mayThrow };
        throw new Unsupported(`unary - on ${show(operand.type)}`);
      }
      case '?:': {
        const [condition, then, otherwise] = node.args.map((arg) => this.emit(arg)) as [Emitted, Emitted, Emitted];
        if (condition.type !== 'bool') throw new Unsupported(`?: condition of type ${show(condition.type)}`);
        if (!same(then.type, otherwise.type)) throw new Unsupported(`?: branches of types ${show(then.type)} and ${show(otherwise.type)}`);
        return { js: `(${condition.js} ? ${then.js} : ${otherwise.js})`, type: then.type, mayThrow: condition.mayThrow || then.mayThrow || otherwise.mayThrow };
      }
      case '==':
      case '!=':
      case '<':
      case '<=':
      case '>':
      case '>=':
        return this.relation(node.op, this.emit(node.args[0]), this.emit(node.args[1]));
      case 'in': {
        const [item, list] = node.args;
        if (list.op !== 'list') throw new Unsupported('"in" takes a list literal');
        const left = this.emit(item);
        const right = this.emit(list);
        if (typeof right.type === 'string' || !same(right.type.list, left.type)) throw new Unsupported(`${show(left.type)} in ${show(right.type)}`);
        return { js: `${right.js}.includes(${left.js})`, type: 'bool', mayThrow: left.mayThrow || right.mayThrow };
      }
      case '+':
      case '-':
      case '*':
      case '/':
      case '%':
        return this.arithmetic(node.op, this.emit(node.args[0]), this.emit(node.args[1]));
      case 'list': {
        if (node.args.length === 0) throw new Unsupported('empty list');
        const items = node.args.map((arg) => this.emit(arg));
        const first = items[0] as Emitted;
        if (typeof first.type !== 'string') throw new Unsupported('nested lists');
        if (items.some((item) => !same(item.type, first.type))) throw new Unsupported('list of mixed types');
        return { js: `[${items.map((item) => item.js).join(', ')}]`, type: { list: first.type }, mayThrow: items.some((item) => item.mayThrow) };
      }
      case 'call':
        return this.call(node.args[0], node.args[1]);
      case 'rcall':
        return this.method(node.args[0], node.args[1], node.args[2]);
      case '.':
      case '.?':
        throw new Unsupported(`field selection .${node.args[1]}`);
      case '[]':
      case '[?]':
        throw new Unsupported('indexing with [ ]');
      case 'map':
        throw new Unsupported('map literal');
    }
    throw new Unsupported(`operator ${String((node as { op: unknown }).op)}`);
  }

  private literal(value: unknown, source: string): Emitted {
    if (typeof value === 'bigint') {
      if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) throw new Unsupported(`integer literal ${source} beyond ±2^53`);
      return { js: String(value), type: 'int', mayThrow: false };
    }
    if (typeof value === 'number') return { js: String(value), type: 'double', mayThrow: false };
    if (typeof value === 'string') return { js: JSON.stringify(value), type: 'string', mayThrow: false };
    if (typeof value === 'boolean') return { js: String(value), type: 'bool', mayThrow: false };
    if (value === null) throw new Unsupported('null');
    if (value instanceof Uint8Array) throw new Unsupported(`bytes literal ${source}`);
    throw new Unsupported(`unsigned literal ${source}`);
  }

  private relation(op: string, left: Emitted, right: Emitted): Emitted {
    const mayThrow = left.mayThrow || right.mayThrow;
    const comparable =
      op === '==' || op === '!='
        ? typeof left.type === 'string' && same(left.type, right.type)
        : (isNumeric(left.type) && isNumeric(right.type)) || (same(left.type, right.type) && (left.type === 'string' || left.type === 'bool'));
    if (!comparable || !RELATIONS.has(op)) throw new Unsupported(`${show(left.type)} ${op} ${show(right.type)}`);
    const jsOp = op === '==' ? '===' : op === '!=' ? '!==' : op;
    return { js: `(${left.js} ${jsOp} ${right.js})`, type: 'bool', mayThrow };
  }

  private arithmetic(op: string, left: Emitted, right: Emitted): Emitted {
    const mayThrow = left.mayThrow || right.mayThrow;
    if (op === '+' && left.type === 'string' && right.type === 'string') return { js: `(${left.js} + ${right.js})`, type: 'string', mayThrow };
    if (left.type === 'int' && right.type === 'int') {
      if (op === '/') return { js: `${this.use('$idiv')}(${left.js}, ${right.js})`, type: 'int', mayThrow: true };
      if (op === '%') return { js: `${this.use('$imod')}(${left.js}, ${right.js})`, type: 'int', mayThrow: true };
      return { js: `${this.use('$i')}(${left.js} ${op} ${right.js})`, type: 'int', mayThrow: true };
    }
    if (left.type === 'double' && right.type === 'double' && op !== '%') return { js: `(${left.js} ${op} ${right.js})`, type: 'double', mayThrow };
    throw new Unsupported(`${show(left.type)} ${op} ${show(right.type)}`);
  }

  private call(name: string, args: ASTNode[]): Emitted {
    if (name !== 'int' && name !== 'double') throw new Unsupported(`function ${name}() (supported: int(), double())`);
    if (args.length !== 1 || !args[0]) throw new Unsupported(`${name}() with ${args.length} arguments`);
    const arg = this.emit(args[0]);
    if (name === 'int') {
      if (arg.type === 'int') return arg;
      if (arg.type === 'double') return { js: `${this.use('$int')}(${arg.js})`, type: 'int', mayThrow: true };
      throw new Unsupported(`int() of ${show(arg.type)}`);
    }
    if (isNumeric(arg.type)) return { js: arg.js, type: 'double', mayThrow: arg.mayThrow };
    throw new Unsupported(`double() of ${show(arg.type)}`);
  }

  private method(name: string, receiver: ASTNode, args: ASTNode[]): Emitted {
    if (name !== 'startsWith') throw new Unsupported(`method .${name}() (supported: .startsWith())`);
    const target = this.emit(receiver);
    const emitted = args.map((arg) => this.emit(arg));
    const arg = emitted[0];
    if (target.type !== 'string' || emitted.length !== 1 || arg?.type !== 'string') throw new Unsupported('.startsWith() takes a string receiver and one string');
    return { js: `${target.js}.startsWith(${arg.js})`, type: 'bool', mayThrow: target.mayThrow || arg.mayThrow };
  }
}

/** The first line of a library error (its message goes on with a source excerpt and a caret). */
function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? text).trim();
}

/**
 * Parses, type-checks and compiles one expression over these variables. A failure's reason is the library's parse
 * or type error, a type other than `expected`, or the construct the emitter does not translate.
 */
export function compileCel(expression: string, variables: CelVariables, options: CompileOptions = {}): CompileResult {
  const env = options.env ?? createCelEnvironment(variables);
  let ast: ASTNode;
  let type: string;
  try {
    const parsed = env.parse(expression);
    const checked = parsed.check();
    if (!checked.valid) return { ok: false, reason: firstLine(checked.error) };
    ast = parsed.ast;
    type = checked.type ?? 'dyn';
  } catch (error) {
    return { ok: false, reason: firstLine(error) };
  }
  const expected = options.expected === undefined ? [] : typeof options.expected === 'string' ? [options.expected] : options.expected;
  if (expected.length > 0 && !expected.includes(type as CelType)) return { ok: false, reason: `must be of type ${expected.join(' or ')}, but is ${type}` };
  try {
    const emitter = new Emitter(variables);
    const node = emitter.emit(ast);
    if (show(node.type) !== type) throw new Unsupported(`an expression the checker types ${type} but the emitter ${show(node.type)}`);
    const order = Object.keys(HELPERS) as Helper[];
    return { ok: true, compiled: { js: node.js, type, helpers: order.filter((h) => emitter.helpers.has(h)), reads: emitter.variablesRead() } };
  } catch (error) {
    if (error instanceof Unsupported) return { ok: false, reason: `not supported by the CEL compiler: ${error.message} (docs/authoring-products.md §4 lists the subset)` };
    throw error;
  }
}

/**
 * The statements and object literal of a product's compiled expressions (keyed by CEL source, in the given order):
 * `helpers` declares what they call, `object` is `{ "<cel>": (v) => <js>, … }`.
 */
export function programsSource(programs: Record<string, CompiledCel>): { helpers: string; object: string } {
  const used = new Set(Object.values(programs).flatMap((p) => p.helpers));
  const helpers = (Object.keys(HELPERS) as Helper[])
    .filter((h) => used.has(h))
    .map((h) => HELPERS[h])
    .join('\n');
  const entries = Object.entries(programs).map(([source, program]) => `  ${JSON.stringify(source)}: (v) => ${program.js},`);
  return { helpers, object: entries.length > 0 ? `{\n${entries.join('\n')}\n}` : '{}' };
}
