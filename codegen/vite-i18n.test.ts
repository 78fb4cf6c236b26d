import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDictionaries, listDictionaries, namespacesOf } from './vite-i18n';
import { markReactRouterPure } from './vite-lean-deps';

const roots: string[] = [];
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'printfront-i18n-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('dictionaries as served JSON files', () => {
  const files = {
    'src/locales/en/common.json': '{\n  "common": { "hello": "Hello" }\n}\n',
    'src/locales/en/account.json': '{ "account": { "title": "Account" } }',
    'src/locales/ar/common.json': '{ "common": { "hello": "مرحبا" } }',
    'src/locales/en/notes.txt': 'not a dictionary',
    'src/generated/quote/texts/en.json': '{ "quote": { "product": { "bc": "Business cards" } } }',
  };

  it('lists each locale\'s files and the products\' texts as `quote-products`; `common` comes first', () => {
    const root = repo(files);
    expect(listDictionaries(root).map((d) => `${d.locale}/${d.namespace}`)).toEqual(['ar/common', 'en/account', 'en/common', 'en/quote-products']);
    expect(namespacesOf(listDictionaries(root))).toEqual(['common', 'account', 'quote-products']);
  });

  it('writes minified files under a version made from their content: the same words give the same version, a changed word a new one', () => {
    const first = buildDictionaries(repo(files));
    expect(first.version).toMatch(/^[\w-]{10}$/);
    expect(first.files.map((f) => f.fileName)).toContain(`assets/i18n/${first.version}/en/common.json`);
    expect(first.files.find((f) => f.fileName.endsWith('en/common.json'))?.source).toBe('{"common":{"hello":"Hello"}}');
    expect(buildDictionaries(repo(files)).version).toBe(first.version);
    const changed = buildDictionaries(repo({ ...files, 'src/locales/ar/common.json': '{ "common": { "hello": "أهلا" } }' }));
    expect(changed.version).not.toBe(first.version);
  });

  it('a file that is not JSON fails the build with its path', () => {
    const root = repo({ ...files, 'src/locales/en/account.json': '{ "account": ' });
    expect(() => buildDictionaries(root)).toThrow(/src\/locales\/en\/account\.json: not a JSON dictionary/);
  });
});

describe("react-router's dist, trimmed for the build", () => {
  it('marks component and context factories pure and drops DevTools names; other code is left alone', () => {
    const code = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var Form = React10.forwardRef(',
      '  function Form2(props, ref) { return null; }',
      ');',
      'Form.displayName = "Form";',
      'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
      '  let FetcherForm2 = React10.forwardRef((props, ref) => null);',
      'el.displayName = name;',
    ].join('\n');
    expect(markReactRouterPure(code).split('\n')).toEqual([
      'var LocationContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var Form = /* @__PURE__ */ React10.forwardRef(',
      '  function Form2(props, ref) { return null; }',
      ');',
      '',
      'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);',
      '  let FetcherForm2 = React10.forwardRef((props, ref) => null);',
      'el.displayName = name;',
    ]);
  });
});
