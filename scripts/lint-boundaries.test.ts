import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The house import boundaries (STYLE rule 1) are enforced by eslint.config.js; this keeps the rules from silently
// disappearing.
// no-cycle builds its module graph from files on disk, so it cannot run on lintText's imaginary files: the
// text-based checks below switch it off, and the cycle test lints real (temporary) files with the full config.
const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
const fullConfig = new ESLint();

async function errors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('keep src/domain free of server, web and I/O imports', async () => {
    expect(await errors("import { buildApp } from '../server/app';\nexport const x = buildApp;\n", 'src/domain/example.ts')).toHaveLength(1);
    expect(await errors("import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'src/domain/example.ts')).toHaveLength(1);
    expect(await errors("import { useState } from 'react';\nexport const x = useState;\n", 'src/domain/example.ts')).toHaveLength(1);
    expect(await errors("import { translate } from './i18n';\nexport const x = translate;\n", 'src/domain/example.ts')).toHaveLength(0);
  });

  it('keep server and web apart', async () => {
    expect(await errors("import { api } from '../web/lib/api';\nexport const x = api;\n", 'src/server/example.ts')).toHaveLength(1);
    expect(await errors("import { buildApp } from '../../server/app';\nexport const x = buildApp;\n", 'src/web/lib/example.ts')).toHaveLength(1);
    expect(await errors("import { isValidPhone } from '../../domain/validation';\nexport const x = isValidPhone;\n", 'src/web/lib/example.ts')).toHaveLength(0);
  });

  it('keep dictionaries out of the start-up bundle: the web loads them through src/web/i18n only', async () => {
    const dictionary = "import strings from '../../locales/en/checkout.json';\nexport const x = strings;\n";
    expect(await errors(dictionary, 'src/web/features/example.tsx')).toEqual([expect.stringContaining('Dictionaries load through src/web/i18n')]);
    expect(await errors(dictionary, 'src/web/i18n/index.ts')).toHaveLength(0);
    expect(await errors("import { dictionaries } from '../../domain/i18n';\nexport const x = dictionaries;\n", 'src/web/lib/example.ts')).toHaveLength(1);
  });

  it("keep react-router's framework-mode components out of the start-up bundle: the app's Link and Navigate instead", async () => {
    const own = "import { Link, useNavigate } from 'react-router-dom';\nexport const x = [Link, useNavigate];\n";
    for (const file of ['src/web/features/example.tsx', 'src/web/i18n/example.ts', 'src/admin/app/example.tsx']) {
      expect(await errors(own, file), file).toEqual([expect.stringContaining('src/web/components/navigation')]);
    }
    expect(await errors("import { Navigate, Routes } from 'react-router-dom';\nexport const x = [Navigate, Routes];\n", 'src/web/app/example.tsx')).toHaveLength(2);
    expect(await errors("import { useNavigate, useRoutes } from 'react-router-dom';\nexport const x = [useNavigate, useRoutes];\n", 'src/web/app/example.tsx')).toHaveLength(0);
    expect(await errors("import { Link } from '../../components/navigation';\nexport const x = Link;\n", 'src/web/features/example.tsx')).toHaveLength(0);
  });
});

// The walls inside the web app (eslint-plugin-import): zones between features and around shared code, and no cycles.
async function ruleMessages(code: string, filePath: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('web walls', () => {
  it('a feature never imports another feature', async () => {
    const across = await ruleMessages("import OrdersPage from '../orders/orders-page';\nexport const x = OrdersPage;\n", 'src/web/features/cart/example.tsx', 'import/no-restricted-paths');
    expect(across).toHaveLength(1);
    expect(across[0]).toContain('A feature never imports another feature');
    expect(await ruleMessages("import { askToLogIn } from './cart';\nexport const x = askToLogIn;\n", 'src/web/features/quote/example.tsx', 'import/no-restricted-paths')).toHaveLength(0);
    expect(await ruleMessages("import { Money } from '../../components/money';\nexport const x = Money;\n", 'src/web/features/cart/example.tsx', 'import/no-restricted-paths')).toHaveLength(0);
  });

  it('components, lib and forms never import features or the app', async () => {
    for (const file of ['src/web/components/example.tsx', 'src/web/lib/example.ts', 'src/web/forms/example.tsx']) {
      expect(await ruleMessages(`import CartPage from '../features/cart/cart-page';\nexport const x = CartPage;\n`, file, 'import/no-restricted-paths'), file).toHaveLength(1);
      expect(await ruleMessages(`import { RequireLogin } from '../app/require-login';\nexport const x = RequireLogin;\n`, file, 'import/no-restricted-paths'), file).toHaveLength(1);
    }
  });

  it('the shop never imports the staff console; the console uses only the shop\'s components, lib, i18n and quote form', async () => {
    const wall = 'import/no-restricted-paths';
    expect(await ruleMessages("import { AuditTable } from '../../admin/components/audit-table';\nexport const x = AuditTable;\n", 'src/web/lib/example.ts', wall)).toHaveLength(1);
    expect(await errors("import { AuditTable } from '../../admin/components/audit-table';\nexport const x = AuditTable;\n", 'src/server/infra/example.ts')).toHaveLength(1);
    expect(await ruleMessages("import { Money } from '../../web/components/money';\nexport const x = Money;\n", 'src/admin/components/example.tsx', wall)).toHaveLength(0);
    expect(await ruleMessages("import { api } from '../../../web/lib/api';\nexport const x = api;\n", 'src/admin/features/audit/example.tsx', wall)).toHaveLength(0);
    expect(await ruleMessages("import { QuoteForm } from '../../../web/forms/quote-form';\nexport const x = QuoteForm;\n", 'src/admin/features/products/example.tsx', wall)).toHaveLength(0);
    expect(await ruleMessages("import CartPage from '../../web/features/cart/cart-page';\nexport const x = CartPage;\n", 'src/admin/components/example.tsx', wall)).toHaveLength(1);
    expect(await ruleMessages("import { App } from '../../web/app/app';\nexport const x = App;\n", 'src/admin/app/example.tsx', wall)).toHaveLength(1);
    expect(await ruleMessages("import SignInPage from '../sign-in/sign-in-page';\nexport const x = SignInPage;\n", 'src/admin/features/audit/example.tsx', wall)).toHaveLength(1);
    expect(await ruleMessages("import { AdminLayout } from '../app/layout';\nexport const x = AdminLayout;\n", 'src/admin/components/example.tsx', wall)).toHaveLength(1);
  });

  it('an import cycle fails lint', async () => {
    const dir = mkdtempSync(join('src/web/lib', 'cycle-check-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = (): number => (a.length > 0 ? 1 : 0);\n");
      const results = await fullConfig.lintFiles([join(dir, 'a.ts'), join(dir, 'b.ts')]);
      const cycles = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'import/no-cycle'));
      expect(cycles).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Business time is the shop's clock (SHOP_CLOCK): services read `this.deps.clock.now()`, not the machine's time.
describe("the shop's clock", () => {
  const clockErrors = (code: string, filePath: string) => ruleMessages(code, filePath, 'no-restricted-syntax');

  it('refuses new Date() and Date.now() in services', async () => {
    const file = 'src/server/modules/ordering/example.service.ts';
    expect(await clockErrors('export const at = new Date();\n', file)).toEqual([expect.stringContaining("the shop's clock")]);
    expect(await clockErrors('export const ms = Date.now();\n', file)).toEqual([expect.stringContaining('not Date.now()')]);
    expect(await clockErrors('export const later = new Date(Date.now() + 1000);\n', 'src/server/modules/money/example.service.ts')).toHaveLength(1);
  });

  it('allows dates made from a value, tests, and the real-time services on the allow-list', async () => {
    const file = 'src/server/modules/ordering/example.service.ts';
    expect(await clockErrors("export const at = (now: Date) => [new Date(now.getTime() + 1000), new Date('2026-12-01T00:00:00+04:00')];\n", file)).toHaveLength(0);
    expect(await clockErrors('export const at = new Date();\n', 'src/server/modules/ordering/example.routes.test.ts')).toHaveLength(0);
    expect(await clockErrors('export const ms = Date.now();\n', 'src/server/modules/accounts/session.service.ts')).toHaveLength(0);
    expect(await clockErrors('export const ms = Date.now();\n', 'src/server/modules/accounts/attempts.service.ts')).toHaveLength(0);
  });
});
