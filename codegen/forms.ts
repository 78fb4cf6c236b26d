/**
 * The bundled contract (codegen/contract.ts) → src/generated/forms/<form>.{js,d.ts}: a standalone ajv validator for
 * each request body the storefront's forms send (register, login, forgot/reset password, address, wallet top-up). The browser runs these
 * precompiled functions through one react-hook-form resolver (src/client/forms/contract-resolver.ts): no ajv compiler,
 * no eval, and each form page downloads its own validator only.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { bundledContract, type Json } from './contract';
import type { Generator } from './generator';

/** Form → where its request body schema lives in the contract: a POST path, or a component schema. */
const FORMS: Record<string, { post: string } | { component: string }> = {
  register: { post: '/account/register' },
  login: { post: '/account/login' },
  forgotPassword: { post: '/account/forgotPassword' },
  resetPassword: { post: '/account/resetPassword' },
  address: { component: 'AddressInput' },
  recharge: { post: '/wallet/recharge' },
  updateProfile: { post: '/account/updateProfile' },
  changeContact: { post: '/account/changeContact' },
  changePassword: { post: '/account/changePassword' },
  afterSalesApply: { post: '/afterSales/apply' },
  afterSalesExpress: { post: '/afterSales/express' },
  submitCertification: { post: '/account/certification/submit' },
  applyInvoice: { post: '/invoice/apply' },
  couponCreate: { post: '/staff/coupon/create' },
  reviewSubmit: { post: '/review/submit' },
  stockAdjust: { post: '/staff/stock/adjust' },
  stockVariant: { post: '/staff/stock/variant' },
  seckillSave: { post: '/staff/seckill/save' },
};

/** Inlines `#/components/schemas/…` references (the contract's schemas hold no cycles). */
function inline(node: Json, components: Record<string, Json>): Json {
  if (Array.isArray(node)) return node.map((item) => inline(item, components));
  if (node === null || typeof node !== 'object') return node;
  const ref = node['$ref'];
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (target === undefined) throw new Error(`codegen forms: unknown schema ${ref}`);
    return inline(target, components);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value, components)]));
}

function at(document: Json, ...path: string[]): Json {
  let node: Json = document;
  for (const part of path) {
    if (node === null || typeof node !== 'object' || Array.isArray(node) || !(part in node)) throw new Error(`codegen forms: no ${path.join(' → ')} in the contract`);
    node = node[part] as Json;
  }
  return node;
}

/** One form's standalone validator module (its own ajv instance: a form page downloads its validator only). */
export function formValidatorSource(document: Json, name: string): string {
  const source = FORMS[name];
  if (!source) throw new Error(`codegen forms: no form ${name}`);
  const components = at(document, 'components', 'schemas') as Record<string, Json>;
  const schema = 'post' in source ? at(document, 'paths', source.post, 'post', 'requestBody', 'content', 'application/json', 'schema') : at(document, 'components', 'schemas', source.component);
  const ajv = new Ajv2020({ allErrors: true, strict: false, messages: false, code: { source: true, esm: true, lines: false, optimize: true } });
  ajv.addSchema(inline(schema, components) as object, name);
  let code = standaloneCode(ajv, { [name]: name });
  // minLength/maxLength count code points with ajv's runtime helper (a CommonJS require): inline the same count.
  code = code.replace(/const (\w+) = require\("ajv\/dist\/runtime\/ucs2length"\)\.default;/g, 'const $1 = (text) => [...text].length;');
  if (code.includes('require(')) throw new Error('codegen forms: ajv standalone output needs a runtime require()');
  return `${code.replace(/;(?=(export |const |function ))/g, ';\n')}\n`;
}

const TYPES = [
  '/** One problem ajv found: the JSON pointer of the value, the schema keyword it broke and its parameters. */',
  'export interface FormIssue {',
  '  instancePath: string;',
  '  keyword: string;',
  '  params: Record<string, unknown>;',
  '}',
  '',
  '/** A precompiled validator of a request body: true when valid; otherwise `errors` lists the problems. */',
  'export interface FormValidator {',
  '  (data: unknown): boolean;',
  '  errors?: FormIssue[] | null;',
  '}',
  '',
].join('\n');

export const formsGenerator: Generator = {
  name: 'forms',
  async generate(root) {
    const document = await bundledContract(root);
    return [
      { path: 'forms/types.ts', content: TYPES },
      ...Object.entries(FORMS).flatMap(([name, source]) => [
        { path: `forms/${name}.js`, content: formValidatorSource(document, name) },
        {
          path: `forms/${name}.d.ts`,
          content: `import type { FormValidator } from './types';\n\n/** ${'post' in source ? `POST ${source.post}` : source.component} */\nexport declare const ${name}: FormValidator;\n`,
        },
      ]),
    ];
  },
};
