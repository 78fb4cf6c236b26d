/**
 * Compiles the DSL's CEL expressions to plain JavaScript at codegen time, so the shop evaluates `x-rules`, rule
 * params, `x-visible` and KIT `when` without a CEL interpreter (in the browser that saves ~35 KB gzip).
 *
 * Exactly the subset the product files use is supported; anything else fails codegen with the construct named:
 *   literals      int (123), double (1.5, 2e3), string ("…" or '…', escapes \\ \" \' \n \r \t), true, false
 *   identifiers   the product's fields and the model's derived values
 *   operators     ?: || && ! == != < <= > >= in [list literal] + - * / % and unary -
 *   calls         int(x), double(x), s.startsWith(t)
 *   parentheses
 * CEL semantics kept where they matter (the expression already type-checked with cel-js, codegen/products/cel.ts):
 *   - int arithmetic stays integral: `/` truncates toward zero, `%` takes the dividend's sign, dividing by zero is
 *     an error, and a result beyond ±2^53 is an error (CEL's limit is ±2^63; shop values never get near either);
 *   - int(double) truncates toward zero (error when not finite or beyond ±2^53); double arithmetic is IEEE;
 *   - `&&` and `||` absorb an error in one operand when the other decides the result (CEL's commutative logic);
 *   - strings compare by code unit, `in` is membership by equality.
 * An error thrown at run time means what a CEL evaluation error means: the engine fails closed.
 */
import type { CelVariables } from '../../src/domain/quote/expr';

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
  type: string;
  helpers: Helper[];
}

export type CompileResult = { ok: true; compiled: CompiledCel } | { ok: false; reason: string };

class Unsupported extends Error {}

interface Token {
  kind: 'num' | 'str' | 'ident' | 'op' | 'end';
  text: string;
  value?: string | number;
  int?: boolean;
  at: number;
}

const OPERATORS = ['||', '&&', '==', '!=', '<=', '>=', '<', '>', '!', '?', ':', '(', ')', '[', ']', ',', '.', '+', '-', '*', '/', '%'];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const at = i;
    const rest = source.slice(i);
    if (/^0[xX]/.test(rest)) throw new Unsupported(`hexadecimal literal at ${at}`);
    const number = /^(\d+\.\d+(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+|\.\d+(?:[eE][+-]?\d+)?|\d+)/.exec(rest);
    if (number) {
      const text = number[1] as string;
      i += text.length;
      if (source[i] === 'u' || source[i] === 'U') throw new Unsupported(`unsigned literal ${text}u`);
      const int = /^\d+$/.test(text);
      if (int && !Number.isSafeInteger(Number(text))) throw new Unsupported(`integer literal ${text} beyond ±2^53`);
      tokens.push({ kind: 'num', text, value: Number(text), int, at });
      continue;
    }
    if (/^[rRbB]["']/.test(rest) || /^[rRbB]{2}["']/.test(rest)) throw new Unsupported(`raw or bytes string literal at ${at}`);
    if (c === '"' || c === "'") {
      if (rest.startsWith(c.repeat(3))) throw new Unsupported(`triple-quoted string at ${at}`);
      let value = '';
      i++;
      for (;;) {
        const ch = source[i];
        if (ch === undefined || ch === '\n') throw new Unsupported(`unterminated string at ${at}`);
        i++;
        if (ch === c) break;
        if (ch === '\\') {
          const esc = source[i];
          i++;
          const map: Record<string, string> = { '\\': '\\', '"': '"', "'": "'", n: '\n', r: '\r', t: '\t' };
          if (esc === undefined || !(esc in map)) throw new Unsupported(`string escape \\${esc ?? ''}`);
          value += map[esc];
        } else value += ch;
      }
      tokens.push({ kind: 'str', text: source.slice(at, i), value, at });
      continue;
    }
    const ident = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (ident) {
      i += ident[0].length;
      tokens.push({ kind: 'ident', text: ident[0], at });
      continue;
    }
    const op = OPERATORS.find((o) => rest.startsWith(o));
    if (!op) throw new Unsupported(`character "${c}" at ${at}`);
    i += op.length;
    tokens.push({ kind: 'op', text: op, at });
  }
  tokens.push({ kind: 'end', text: '', at: source.length });
  return tokens;
}

interface Node {
  js: string;
  type: Type;
  /** Evaluating it may throw (integer checks): && and || then keep CEL's error absorption. */
  mayThrow: boolean;
}

const show = (type: Type): string => (typeof type === 'string' ? type : `list(${show(type.list)})`);
const isNumeric = (type: Type) => type === 'int' || type === 'double';
const same = (a: Type, b: Type) => show(a) === show(b);

class Compiler {
  private tokens: Token[];
  private pos = 0;
  readonly helpers = new Set<Helper>();

  constructor(
    source: string,
    private readonly variables: CelVariables,
  ) {
    this.tokens = tokenize(source);
  }

  private peek(): Token {
    return this.tokens[this.pos] as Token;
  }

  private next(): Token {
    const token = this.peek();
    this.pos++;
    return token;
  }

  private isOp(text: string): boolean {
    const token = this.peek();
    return token.kind === 'op' && token.text === text;
  }

  private expect(text: string): void {
    const token = this.next();
    if (token.kind !== 'op' || token.text !== text) throw new Unsupported(`expected "${text}" at ${token.at}, found "${token.text || 'end'}"`);
  }

  private use(helper: Helper): string {
    this.helpers.add(helper);
    for (const dep of HELPER_DEPS[helper] ?? []) this.helpers.add(dep);
    return helper;
  }

  compile(): Node {
    const node = this.expr();
    const token = this.peek();
    if (token.kind !== 'end') throw new Unsupported(`unexpected "${token.text}" at ${token.at}`);
    return node;
  }

  private expr(): Node {
    const condition = this.or();
    if (!this.isOp('?')) return condition;
    this.next();
    const then = this.or();
    this.expect(':');
    const otherwise = this.expr();
    if (condition.type !== 'bool') throw new Unsupported(`?: condition of type ${show(condition.type)}`);
    if (!same(then.type, otherwise.type)) throw new Unsupported(`?: branches of types ${show(then.type)} and ${show(otherwise.type)}`);
    return { js: `(${condition.js} ? ${then.js} : ${otherwise.js})`, type: then.type, mayThrow: condition.mayThrow || then.mayThrow || otherwise.mayThrow };
  }

  private logical(op: '||' | '&&', operand: () => Node): Node {
    let left = operand();
    while (this.isOp(op)) {
      this.next();
      const right = operand();
      if (left.type !== 'bool' || right.type !== 'bool') throw new Unsupported(`${op} on ${show(left.type)} and ${show(right.type)}`);
      const js =
        left.mayThrow || right.mayThrow
          ? `${this.use(op === '||' ? '$or' : '$and')}(() => ${left.js}, () => ${right.js})`
          : `(${left.js} ${op} ${right.js})`;
      left = { js, type: 'bool', mayThrow: left.mayThrow || right.mayThrow };
    }
    return left;
  }

  private or(): Node {
    return this.logical('||', () => this.and());
  }

  private and(): Node {
    return this.logical('&&', () => this.relation());
  }

  private relation(): Node {
    let left = this.addition();
    for (;;) {
      const token = this.peek();
      const op = token.kind === 'op' && ['==', '!=', '<', '<=', '>', '>='].includes(token.text) ? token.text : token.kind === 'ident' && token.text === 'in' ? 'in' : null;
      if (!op) return left;
      this.next();
      const right = this.addition();
      const mayThrow = left.mayThrow || right.mayThrow;
      if (op === 'in') {
        if (typeof right.type === 'string' || !same(right.type.list, left.type)) throw new Unsupported(`${show(left.type)} in ${show(right.type)}`);
        if (!right.js.startsWith('[')) throw new Unsupported('"in" takes a list literal');
        left = { js: `${right.js}.includes(${left.js})`, type: 'bool', mayThrow };
        continue;
      }
      const comparable =
        op === '==' || op === '!='
          ? same(left.type, right.type) && typeof left.type === 'string'
          : (isNumeric(left.type) && isNumeric(right.type)) || (same(left.type, right.type) && (left.type === 'string' || left.type === 'bool'));
      if (!comparable) throw new Unsupported(`${show(left.type)} ${op} ${show(right.type)}`);
      const jsOp = op === '==' ? '===' : op === '!=' ? '!==' : op;
      left = { js: `(${left.js} ${jsOp} ${right.js})`, type: 'bool', mayThrow };
    }
  }

  private arithmetic(left: Node, op: string, right: Node): Node {
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

  private addition(): Node {
    let left = this.multiplication();
    while (this.isOp('+') || this.isOp('-')) {
      const op = this.next().text;
      left = this.arithmetic(left, op, this.multiplication());
    }
    return left;
  }

  private multiplication(): Node {
    let left = this.unary();
    while (this.isOp('*') || this.isOp('/') || this.isOp('%')) {
      const op = this.next().text;
      left = this.arithmetic(left, op, this.unary());
    }
    return left;
  }

  private unary(): Node {
    if (this.isOp('!')) {
      this.next();
      const operand = this.unary();
      if (operand.type !== 'bool') throw new Unsupported(`! on ${show(operand.type)}`);
      return { js: `!${operand.js}`, type: 'bool', mayThrow: operand.mayThrow };
    }
    if (this.isOp('-')) {
      this.next();
      const operand = this.unary();
      if (operand.type === 'int') return { js: `${this.use('$i')}(0 - ${operand.js})`, type: 'int', mayThrow: true };
      if (operand.type === 'double') return { js: `(-${operand.js})`, type: 'double', mayThrow: operand.mayThrow };
      throw new Unsupported(`unary - on ${show(operand.type)}`);
    }
    return this.member();
  }

  private member(): Node {
    let node = this.primary();
    for (;;) {
      if (this.isOp('.')) {
        this.next();
        const name = this.next();
        if (name.kind !== 'ident') throw new Unsupported(`expected a name after "." at ${name.at}`);
        if (!this.isOp('(')) throw new Unsupported(`field selection .${name.text}`);
        const args = this.args();
        if (name.text !== 'startsWith') throw new Unsupported(`method .${name.text}() (supported: .startsWith())`);
        if (node.type !== 'string' || args.length !== 1 || args[0]?.type !== 'string') throw new Unsupported('.startsWith() takes a string receiver and one string');
        const arg = args[0];
        node = { js: `${node.js}.startsWith(${arg.js})`, type: 'bool', mayThrow: node.mayThrow || arg.mayThrow };
        continue;
      }
      if (this.isOp('[')) throw new Unsupported('indexing with [ ]');
      return node;
    }
  }

  private args(): Node[] {
    this.expect('(');
    const args: Node[] = [];
    if (this.isOp(')')) {
      this.next();
      return args;
    }
    for (;;) {
      args.push(this.expr());
      if (this.isOp(',')) {
        this.next();
        continue;
      }
      this.expect(')');
      return args;
    }
  }

  private primary(): Node {
    const token = this.next();
    if (token.kind === 'num') {
      return { js: String(token.value), type: token.int ? 'int' : 'double', mayThrow: false };
    }
    if (token.kind === 'str') return { js: JSON.stringify(token.value), type: 'string', mayThrow: false };
    if (token.kind === 'op' && token.text === '(') {
      const inner = this.expr();
      this.expect(')');
      return inner;
    }
    if (token.kind === 'op' && token.text === '[') {
      const items: Node[] = [];
      if (!this.isOp(']')) {
        for (;;) {
          items.push(this.expr());
          if (this.isOp(',')) {
            this.next();
            continue;
          }
          break;
        }
      }
      this.expect(']');
      const first = items[0];
      if (!first) throw new Unsupported('empty list');
      if (items.some((item) => !same(item.type, first.type))) throw new Unsupported('list of mixed types');
      if (typeof first.type !== 'string') throw new Unsupported('nested lists');
      return { js: `[${items.map((item) => item.js).join(', ')}]`, type: { list: first.type }, mayThrow: items.some((item) => item.mayThrow) };
    }
    if (token.kind === 'ident') {
      if (token.text === 'true' || token.text === 'false') return { js: token.text, type: 'bool', mayThrow: false };
      if (token.text === 'null') throw new Unsupported('null');
      if (this.isOp('(')) {
        const args = this.args();
        const arg = args[0];
        if (args.length !== 1 || !arg) throw new Unsupported(`${token.text}() with ${args.length} arguments`);
        if (token.text === 'int') {
          if (arg.type === 'int') return arg;
          if (arg.type === 'double') return { js: `${this.use('$int')}(${arg.js})`, type: 'int', mayThrow: true };
          throw new Unsupported(`int() of ${show(arg.type)}`);
        }
        if (token.text === 'double') {
          if (isNumeric(arg.type)) return { js: arg.js, type: 'double', mayThrow: arg.mayThrow };
          throw new Unsupported(`double() of ${show(arg.type)}`);
        }
        throw new Unsupported(`function ${token.text}() (supported: int(), double())`);
      }
      const type = this.variables[token.text];
      if (!type) throw new Unsupported(`unknown variable ${token.text}`);
      return { js: `v.${token.text}`, type, mayThrow: false };
    }
    if (token.kind === 'op' && token.text === '{') throw new Unsupported('map literal');
    throw new Unsupported(`unexpected "${token.text || 'end'}" at ${token.at}`);
  }
}

/** Compiles one (already type-checked) CEL expression over these variables. */
export function compileCel(expression: string, variables: CelVariables): CompileResult {
  try {
    const compiler = new Compiler(expression, variables);
    const node = compiler.compile();
    const order = Object.keys(HELPERS) as Helper[];
    return { ok: true, compiled: { js: node.js, type: show(node.type), helpers: order.filter((h) => compiler.helpers.has(h)) } };
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
