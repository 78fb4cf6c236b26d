/**
 * The CEL check of a product file: every expression — `x-visible` conditions, `x-rules` (the product's own and the
 * shared ones of schemas/rules.json it uses), their params, KIT `when` — is parsed and type-checked by the CEL
 * library against the product's fields and its pricing model's derived values, then compiled to JavaScript from the
 * library's syntax tree (./cel-compile.ts). Conditions are put in the order they must be evaluated in.
 */
import { celTypeOf, type CelVariables } from '../../src/domain/quote/expr';
import type { CelType, ResolvedProperty, RuleDef } from '../../src/domain/quote/types';
import { compileCel, createCelEnvironment, type CompiledCel } from './cel-compile';
import type { ProductContext, RawRule, SharedRuleUse } from './raw';
import { escapePointer } from './texts';

export interface CelChecker {
  /** Checks and compiles one expression (registering its program); null when it is fine, else the reason. */
  check(expression: string, expected: CelType | readonly CelType[], overFieldsOnly: boolean): string | null;
  /** The variables a checked expression reads, in order of appearance. */
  reads(expression: string): string[];
  programs: Record<string, CompiledCel>;
}

/** A checker over the product's fields (conditions) and its fields plus the model's derived values (rules). */
export function celChecker(ctx: ProductContext, properties: Record<string, ResolvedProperty>, derived: CelVariables, broken: ReadonlySet<string>): CelChecker {
  const fieldVariables: CelVariables = {};
  for (const [name, property] of Object.entries(properties)) fieldVariables[name] = celTypeOf(property.type);
  for (const name of Object.keys(derived)) {
    if (name in fieldVariables) ctx.problem(`/properties/${name}`, `"${name}" is a derived value of the ${ctx.raw['x-pricing'].model} model; choose another field name`);
  }
  const allVariables: CelVariables = { ...derived, ...fieldVariables };
  const env = createCelEnvironment(allVariables);
  const fieldEnv = createCelEnvironment(fieldVariables);
  const withKnownNames = (reason: string, derivedToo: boolean): string =>
    reason.startsWith('Unknown variable')
      ? `${reason} (fields: ${Object.keys(fieldVariables).join(', ')}${derivedToo ? `; derived by ${ctx.raw['x-pricing'].model}: ${Object.keys(derived).join(', ')}` : ''})`
      : reason;
  const programs: Record<string, CompiledCel> = {};
  return {
    programs,
    check(expression, expected, overFieldsOnly) {
      const result = compileCel(expression, overFieldsOnly ? fieldVariables : allVariables, { env: overFieldsOnly ? fieldEnv : env, expected });
      if (!result.ok) {
        // a field already reported broken is not reported again through every expression that reads it
        const unknown = /^Unknown variable: (\w+)/.exec(result.reason)?.[1];
        if (unknown !== undefined && broken.has(unknown)) return '';
        return withKnownNames(result.reason, !overFieldsOnly);
      }
      const known = programs[expression];
      if (known && known.js !== result.compiled.js) return 'the same expression compiles differently over fields and derived values';
      programs[expression] = result.compiled;
      return null;
    },
    reads: (expression) => programs[expression]?.reads ?? [],
  };
}

export type VisibilityOrder = { ok: true; order: string[] } | { ok: false; cycle: string[] };

/**
 * The order in which `x-visible` conditions are evaluated: a condition may read fields that have conditions of their
 * own, and sees them at their default when they are hidden, so those come first. Fails on a cycle.
 * `reads`: field with a condition → the fields its condition reads.
 */
export function visibilityOrder(reads: Readonly<Record<string, readonly string[]>>): VisibilityOrder {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (field: string): string[] | null => {
    const seen = state.get(field);
    if (seen === 'done') return null;
    if (seen === 'visiting') return [...stack.slice(stack.indexOf(field)), field];
    state.set(field, 'visiting');
    stack.push(field);
    for (const name of reads[field] ?? []) {
      if (!Object.hasOwn(reads, name)) continue;
      const cycle = visit(name);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(field, 'done');
    order.push(field);
    return null;
  };
  for (const field of Object.keys(reads)) {
    const cycle = visit(field);
    if (cycle) return { ok: false, cycle };
  }
  return { ok: true, order };
}

/** `x-visible`: bools over the configuration's fields (not derived values: they depend on what is shown). */
export function checkConditions(ctx: ProductContext, properties: Record<string, ResolvedProperty>, cel: CelChecker): string[] {
  const reads: Record<string, string[]> = {};
  for (const [name, property] of Object.entries(properties)) {
    const condition = property['x-visible'];
    if (condition === undefined) continue;
    const reason = cel.check(condition, 'bool', true);
    if (reason) ctx.problem(`/properties/${escapePointer(name)}/x-visible`, reason);
    else if (reason === null) reads[name] = cel.reads(condition);
  }
  const order = visibilityOrder(reads);
  if (!order.ok) {
    ctx.problem(`/properties/${escapePointer(order.cycle[0] ?? '')}/x-visible`, `conditions depend on each other in a cycle: ${order.cycle.join(' → ')}`);
    return [];
  }
  return order.order;
}

/** A shared rule as this product uses it: its `when` (the use's, else the rule's) guards the limit. */
function sharedRule(ctx: ProductContext, entry: SharedRuleUse, pointer: string): RawRule | null {
  const shared = ctx.sharedRules[entry.use];
  if (!shared) {
    ctx.problem(`${pointer}/use`, `no shared rule "${entry.use}" in schemas/rules.json (known: ${Object.keys(ctx.sharedRules).sort().join(', ')})`);
    return null;
  }
  const { when: sharedWhen, ...rule } = shared;
  const when = entry.when ?? sharedWhen;
  return {
    ...rule,
    rule: when === undefined || when === 'true' ? rule.rule : `!(${when}) || (${rule.rule})`,
    ...(entry.field !== undefined ? { field: entry.field } : {}),
    ...(entry.fix !== undefined ? { fix: entry.fix } : {}),
  };
}

/** `x-rules`: each must hold (a bool over fields and derived values); its message, params, fix and goto are checked. */
export function checkRules(ctx: ProductContext, properties: Record<string, ResolvedProperty>, cel: CelChecker): RuleDef[] {
  const entries = ctx.raw['x-rules'] ?? [];
  // die-cut products reference the shared 20×20 mm minimum (spec §5)
  if (properties['die_cut']?.['x-options'] === 'die-cut-types' && !entries.some((r) => 'use' in r && r.use === 'die_cut_min')) {
    ctx.problem('/properties/die_cut', 'a die-cut product must use the shared rule: add { "use": "die_cut_min" } to x-rules (spec §5: die-cut at least 20×20 mm)');
  }
  const rules: RuleDef[] = [];
  entries.forEach((entry, index) => {
    const pointer = `/x-rules/${index}`;
    const rule = 'use' in entry ? sharedRule(ctx, entry, pointer) : entry;
    if (!rule) return;
    const reason = cel.check(rule.rule, 'bool', false);
    if (reason !== null) {
      if (reason) ctx.problem(`${pointer}/${'use' in entry && entry.when !== undefined ? 'when' : 'rule'}`, reason);
      return;
    }
    const field = rule.field ?? cel.reads(rule.rule).find((name) => name in properties);
    if (field === undefined) {
      ctx.problem(pointer, 'the rule mentions no configuration field: say which one it is about with "field"');
      return;
    }
    if (!(field in properties)) ctx.problem(`${pointer}/field`, `"${field}" is not a field of this product`);
    const params = rule.params ?? {};
    for (const [name, expression] of Object.entries(params)) {
      const reason = cel.check(expression, ['int', 'double', 'string', 'bool'], false);
      if (reason) ctx.problem(`${pointer}/params/${name}`, reason);
    }
    for (const [name, value] of Object.entries(rule.fix ?? {})) {
      const target = properties[name];
      if (!target) ctx.problem(`${pointer}/fix/${name}`, `"${name}" is not a field of this product`);
      else if (target.enum && !target.enum.includes(value)) ctx.problem(`${pointer}/fix/${name}`, `${JSON.stringify(value)} is not a value of "${name}"`);
    }
    if (rule.goto !== undefined) ctx.goto(`${pointer}/goto`, rule.goto);
    ctx.requireKey(`${pointer}/message`, rule.message);
    rules.push({
      rule: rule.rule,
      message: rule.message,
      field,
      severity: rule.severity ?? 'error',
      params,
      ...(rule.fix ? { fix: rule.fix } : {}),
      ...(rule.goto !== undefined ? { goto: rule.goto } : {}),
    });
  });
  return rules;
}
