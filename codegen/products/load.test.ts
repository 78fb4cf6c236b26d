import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load';

const root = join(import.meta.dirname, '../..');
const schemasDir = join(root, 'schemas');

function broken(file: string) {
  const loaded = loadCatalogue({ schemasDir, productsDirs: [join(schemasDir, 'fixtures/broken')], localesDir: null, publicDir: join(root, 'public'), root });
  return loaded.problems.filter((p) => p.file === `schemas/fixtures/broken/${file}`);
}

describe('schemas:check on the repository sources', () => {
  it('accepts schemas/ as it stands, with every i18n key present in all four languages', () => {
    const loaded = loadCatalogue({ schemasDir, localesDir: join(root, 'src/locales'), publicDir: join(root, 'public'), root });
    expect(loaded.problems).toEqual([]);
    expect(Object.keys(loaded.data.products).length).toBeGreaterThanOrEqual(12);
  });

  it('covers every pricing model with an exemplar product', () => {
    const loaded = loadCatalogue({ schemasDir, localesDir: null, root });
    const models = new Set(Object.values(loaded.data.products).map((p) => p.pricing.model));
    expect([...models].sort()).toEqual(['AREA', 'BOOK', 'BOX', 'KIT', 'SHEET', 'UNIT']);
  });
});

describe('schemas:check on broken fixtures names file, JSON pointer and reason', () => {
  it('a misspelt option-list $ref', () => {
    expect(broken('bad_ref.json')).toEqual([
      {
        file: 'schemas/fixtures/broken/bad_ref.json',
        pointer: '/properties/foil/$ref',
        reason: expect.stringMatching(/^option list \.\.\/options\/foil-colors\.json not found in schemas\/options\/ — did you mean \.\.\/options\/foil-colours\.json\? \(known: .*foil-colours/),
      },
    ]);
  });

  it('a quantity minimum above its maximum: the cause, at its pointer, and not its symptoms', () => {
    expect(broken('quantity_min_above_max.json')).toEqual([
      { file: 'schemas/fixtures/broken/quantity_min_above_max.json', pointer: '/properties/quantity/minimum', reason: 'minimum 1000 is above maximum 100' },
    ]);
  });

  it('a misspelt option list that x-ui lays out: one message, no noise about x-ui', () => {
    expect(broken('bad_ref_in_ui.json')).toEqual([
      {
        file: 'schemas/fixtures/broken/bad_ref_in_ui.json',
        pointer: '/properties/colours/$ref',
        reason: expect.stringMatching(/^option list \.\.\/options\/colour\.json not found in schemas\/options\/ — did you mean \.\.\/options\/colours\.json\? \(known: .*colours/),
      },
    ]);
  });

  it('a field name not in the vocabulary: one message with the likely name, nothing from the rule or x-ui using it', () => {
    expect(broken('misspelt_field.json')).toEqual([
      {
        file: 'schemas/fixtures/broken/misspelt_field.json',
        pointer: '/properties/lamintion',
        reason: '"lamintion" is not in the field vocabulary (schemas/fields.json) — did you mean "lamination"?',
      },
    ]);
  });

  it('every broken fixture has one clear first message, at a pointer in its own file, and one mistake gives one message', () => {
    const all = loadCatalogue({ schemasDir, productsDirs: [join(schemasDir, 'fixtures/broken')], localesDir: null, publicDir: join(root, 'public'), root }).problems;
    const names = readdirSync(join(schemasDir, 'fixtures/broken')).filter((name) => name.endsWith('.json'));
    // these two make several mistakes on purpose (one message each)
    const several = new Set(['visible_bad.json', 'missing_translation.json']);
    for (const name of names) {
      const own = all.filter((p) => p.file === `schemas/fixtures/broken/${name}`);
      expect(own[0]?.reason.length, name).toBeGreaterThan(10);
      if (!several.has(name)) expect(own, name).toHaveLength(1);
    }
  });

  it('an unknown identifier in a CEL rule', () => {
    expect(broken('rule_unknown_field.json')).toEqual([
      {
        file: 'schemas/fixtures/broken/rule_unknown_field.json',
        pointer: '/x-rules/1/rule',
        reason: expect.stringMatching(/^Unknown variable: pagez \(fields: .*pages.*; derived by SHEET: /),
      },
    ]);
  });

  it('a type error in a CEL rule (double × int)', () => {
    expect(broken('rule_type_error.json')).toEqual([
      { file: 'schemas/fixtures/broken/rule_type_error.json', pointer: '/x-rules/0/rule', reason: 'no such overload: double * int' },
    ]);
  });

  it('a CEL construct the compiler does not support (it type-checks, but the shop could not run it)', () => {
    expect(broken('rule_unsupported.json')).toEqual([
      {
        file: 'schemas/fixtures/broken/rule_unsupported.json',
        pointer: '/x-rules/0/rule',
        reason: 'not supported by the CEL compiler: method .endsWith() (supported: .startsWith()) (docs/authoring-products.md §4 lists the subset)',
      },
    ]);
  });

  it('x-visible conditions that do not check: unknown field, not a bool, a derived value, on quantity, a cycle', () => {
    const file = 'schemas/fixtures/broken/visible_bad.json';
    const fields = '(fields: size, width_mm, height_mm, stock, lamination, colours, quantity, turnaround)';
    expect(broken('visible_bad.json')).toEqual([
      { file, pointer: '/properties/quantity/x-visible', reason: 'quantity is always shown: it cannot have a condition' },
      { file, pointer: '/properties/width_mm/x-visible', reason: `Unknown variable: sizee ${fields}` },
      { file, pointer: '/properties/height_mm/x-visible', reason: 'must be of type bool, but is double' },
      { file, pointer: '/properties/colours/x-visible', reason: `Unknown variable: long_mm ${fields}` },
      { file, pointer: '/properties/stock/x-visible', reason: 'conditions depend on each other in a cycle: stock → lamination → stock' },
    ]);
  });

  it('a picture that is not in public/', () => {
    expect(broken('missing_image.json')).toEqual([
      { file: 'schemas/fixtures/broken/missing_image.json', pointer: '/x-image', reason: 'no file public/img/goods/business-card.svg (give a path under public/, e.g. img/goods/flyers.svg)' },
    ]);
  });

  it('a missing price-book entry', () => {
    expect(broken('missing_price.json')).toEqual([
      { file: 'schemas/fixtures/broken/missing_price.json', pointer: '/x-pricing/item', reason: 'pricing/unit.json has no item "pvc_card_gold"' },
    ]);
  });

  it('a file the meta-schema rejects: the misspelt key, not the required key it leaves missing', () => {
    expect(broken('meta_violation.json')).toEqual([
      { file: 'schemas/fixtures/broken/meta_violation.json', pointer: '', reason: 'unknown key "x-pricng" — did you mean "x-pricing"?' },
    ]);
  });

  it('keeps broken products out of the catalogue', () => {
    const loaded = loadCatalogue({ schemasDir, productsDirs: [join(schemasDir, 'fixtures/broken')], localesDir: null, publicDir: join(root, 'public'), root });
    expect(Object.keys(loaded.data.products)).toEqual([]);
  });
});

describe('schemas:check catches what JSON Schema alone cannot', () => {
  it('reports a key that is neither shared nor the product\'s own, in each language', () => {
    const loaded = loadCatalogue({
      schemasDir,
      productsDirs: [join(schemasDir, 'fixtures/broken')],
      localesDir: join(root, 'src/locales'),
      root,
    });
    expect(loaded.problems).toContainEqual({
      file: 'schemas/fixtures/broken/missing_translation.json',
      pointer: '/x-rules/1/message',
      reason: 'i18n key "quote.rule.mt_nowhere" is missing in ja: give it in x-texts.ja.strings (this product only) or in src/locales/ja/quote*.json (shared)',
    });
  });

  it('a missing translation of the product\'s own texts names the file, the pointer and the language', () => {
    expect(broken('missing_translation.json')).toEqual([
      { file: 'schemas/fixtures/broken/missing_translation.json', pointer: '/x-texts/zh/description', reason: 'missing the zh text of "quote.product.missing_translation.description" (en: "A broken fixture.")' },
      { file: 'schemas/fixtures/broken/missing_translation.json', pointer: '/x-texts/ja/strings/quote.rule.mt_too_many', reason: 'missing the ja text of "quote.rule.mt_too_many" (en: "At most {{max}} cards")' },
    ]);
  });
});
