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
    expect(await errors("import { api } from '../client/api/api';\nexport const x = api;\n", 'src/server/example.ts')).toHaveLength(1);
    expect(await errors("import { CartPage } from '../web/features/cart/cart-page';\nexport const x = CartPage;\n", 'src/server/example.ts')).toHaveLength(1);
    expect(await errors("import { api } from '../client/api/api';\nexport const x = api;\n", 'src/domain/example.ts')).toHaveLength(1);
    expect(await errors("import { buildApp } from '../../server/app';\nexport const x = buildApp;\n", 'src/web/lib/example.ts')).toHaveLength(1);
    expect(await errors("import { buildApp } from '../../server/app';\nexport const x = buildApp;\n", 'src/client/api/example.ts')).toHaveLength(1);
    expect(await errors("import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'src/client/lib/example.ts')).toHaveLength(1);
    expect(await errors("import { isValidPhone } from '../../domain/validation';\nexport const x = isValidPhone;\n", 'src/web/lib/example.ts')).toHaveLength(0);
    expect(await errors("import { isValidPhone } from '../../domain/validation';\nexport const x = isValidPhone;\n", 'src/client/lib/example.ts')).toHaveLength(0);
  });

  it('keep dictionaries out of the start-up bundle: the browser loads them through src/client/i18n only', async () => {
    const dictionary = "import strings from '../../locales/en/checkout.json';\nexport const x = strings;\n";
    for (const file of ['src/web/features/example.tsx', 'src/client/components/example.tsx', 'src/admin/components/example.tsx']) {
      expect(await errors(dictionary, file), file).toEqual([expect.stringContaining('Dictionaries load through src/client/i18n')]);
    }
    expect(await errors(dictionary, 'src/client/i18n/index.ts')).toHaveLength(0);
    expect(await errors("import { dictionaries } from '../../domain/i18n';\nexport const x = dictionaries;\n", 'src/web/lib/example.ts')).toHaveLength(1);
    expect(await errors("import { dictionaries } from '../../domain/i18n';\nexport const x = dictionaries;\n", 'src/client/lib/example.ts')).toHaveLength(1);
  });

  it('keep the whole quote catalogue out of browser code, src/client included', async () => {
    const whole = "import { catalogue } from '../../domain/quote';\nexport const x = catalogue;\n";
    for (const file of ['src/web/lib/example.ts', 'src/client/forms/example.ts', 'src/admin/components/example.tsx']) {
      expect(await errors(whole, file), file).toEqual([expect.stringContaining('loadQuoteEngineFor')]);
    }
    expect(await errors(whole, 'src/client/forms/example.test.ts')).toHaveLength(0);
  });

  it("keep react-router's framework-mode components out of the start-up bundle: the app's Link and Navigate instead", async () => {
    const own = "import { Link, useNavigate } from 'react-router-dom';\nexport const x = [Link, useNavigate];\n";
    for (const file of ['src/web/features/example.tsx', 'src/client/i18n/example.ts', 'src/client/components/example.tsx', 'src/admin/app/example.tsx']) {
      expect(await errors(own, file), file).toEqual([expect.stringContaining('src/client/components/navigation')]);
    }
    expect(await errors("import { Navigate, Routes } from 'react-router-dom';\nexport const x = [Navigate, Routes];\n", 'src/web/app/example.tsx')).toHaveLength(2);
    expect(await errors("import { useNavigate, useRoutes } from 'react-router-dom';\nexport const x = [useNavigate, useRoutes];\n", 'src/web/app/example.tsx')).toHaveLength(0);
    expect(await errors("import { Link } from '../../../client/components/navigation';\nexport const x = Link;\n", 'src/web/features/cart/example.tsx')).toHaveLength(0);
  });

  it('run the rules of hooks over src/client too', async () => {
    const [result] = await eslint.lintText("import { useState } from 'react';\nexport function f(on: boolean) {\n  if (on) useState(0);\n}\n", { filePath: 'src/client/components/example.tsx' });
    expect((result?.messages ?? []).map((m) => m.ruleId)).toContain('react-hooks/rules-of-hooks');
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
    expect(await ruleMessages("import { Money } from '../../../client/components/money';\nexport const x = Money;\n", 'src/web/features/cart/example.tsx', 'import/no-restricted-paths')).toHaveLength(0);
  });

  it('components and lib never import features or the app', async () => {
    for (const file of ['src/web/components/example.tsx', 'src/web/lib/example.ts']) {
      expect(await ruleMessages(`import CartPage from '../features/cart/cart-page';\nexport const x = CartPage;\n`, file, 'import/no-restricted-paths'), file).toHaveLength(1);
      expect(await ruleMessages(`import { RequireLogin } from '../app/require-login';\nexport const x = RequireLogin;\n`, file, 'import/no-restricted-paths'), file).toHaveLength(1);
    }
  });

  it('the shop never imports the staff console; the console never imports the shop: both use src/client', async () => {
    const wall = 'import/no-restricted-paths';
    expect(await ruleMessages("import { AuditTable } from '../../admin/components/audit-table';\nexport const x = AuditTable;\n", 'src/web/lib/example.ts', wall)).toHaveLength(1);
    expect(await errors("import { AuditTable } from '../../admin/components/audit-table';\nexport const x = AuditTable;\n", 'src/server/infra/example.ts')).toHaveLength(1);
    expect(await ruleMessages("import { Money } from '../../client/components/money';\nexport const x = Money;\n", 'src/admin/components/example.tsx', wall)).toHaveLength(0);
    expect(await ruleMessages("import { api } from '../../../client/api/api';\nexport const x = api;\n", 'src/admin/features/audit/example.tsx', wall)).toHaveLength(0);
    expect(await ruleMessages("import { QuoteForm } from '../../../client/forms/quote-form';\nexport const x = QuoteForm;\n", 'src/admin/features/products/example.tsx', wall)).toHaveLength(0);
    expect(await ruleMessages("import { Money } from '../../../client/components/money';\nexport const x = Money;\n", 'src/web/features/cart/example.tsx', wall)).toHaveLength(0);
    // Any import of src/web from the console is refused, its shared-looking folders included.
    const crossings: [string, string][] = [
      ['../../web/components/goods-card', 'src/admin/components/example.tsx'],
      ['../../../web/lib/checkout-api', 'src/admin/features/orders/example.tsx'],
      ['../../web/app/app', 'src/admin/app/example.tsx'],
      ['../../web/features/cart/cart-page', 'src/admin/components/example.tsx'],
    ];
    for (const [from, file] of crossings) {
      const refused = await ruleMessages(`import x from '${from}';\nexport const y = x;\n`, file, wall);
      expect(refused, `${file} → ${from}`).toEqual([expect.stringContaining('The console never imports the shop (src/web)')]);
    }
    expect(await ruleMessages("import SignInPage from '../sign-in/sign-in-page';\nexport const x = SignInPage;\n", 'src/admin/features/audit/example.tsx', wall)).toHaveLength(1);
    expect(await ruleMessages("import { AdminLayout } from '../app/layout';\nexport const x = AdminLayout;\n", 'src/admin/components/example.tsx', wall)).toHaveLength(1);
  });

  it('a server module reaches another only through its index.ts, and http/, infra/ and db/ never reach a module', async () => {
    const walls = async (code: string, filePath: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
    };
    expect(await walls("import { moveMoney } from '../money/ledger';\nexport const x = moveMoney;\n", 'src/server/modules/ordering/example.ts')).toEqual([expect.stringContaining('through its index.ts only')]);
    expect(await walls("import { moveMoney } from '../money';\nexport const x = moveMoney;\n", 'src/server/modules/ordering/example.ts')).toHaveLength(0);
    expect(await walls("import { applyEvent } from './order-writer';\nexport const x = applyEvent;\n", 'src/server/modules/ordering/example.ts')).toHaveLength(0);
    expect(await walls("import { OrderService } from '../modules/ordering/order.service';\nexport const x = OrderService;\n", 'src/server/http/example.ts')).not.toHaveLength(0);
    expect(await walls("import { OrderService } from '../modules/ordering';\nexport const x = OrderService;\n", 'src/server/infra/example.ts')).toEqual([expect.stringContaining('sit below the business modules')]);
    expect(await walls("import { outboxNotifier } from './modules/messaging';\nexport const x = outboxNotifier;\n", 'src/server/app.ts')).toHaveLength(0);
  });

  it('one door for orders: only the order writer inserts or changes orders and writes their history', async () => {
    const door = async (code: string, filePath: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'printfront/order-door').map((m) => m.message);
    };
    const writes = "import { orderEvents, orders } from '../../db/schema';\nimport type { Tx } from '../../db/client';\nexport async function f(tx: Tx) {\n  await tx.insert(orders).values([]);\n  await tx.update(orders).set({ note: '' });\n  await tx.insert(orderEvents).values([]);\n}\n";
    expect(await door(writes, 'src/server/modules/ordering/example.ts')).toHaveLength(3);
    expect(await door(writes, 'src/server/modules/money/example.ts')).toHaveLength(3);
    expect(await door(writes, 'src/server/modules/ordering/order-writer.ts')).toHaveLength(0);
    expect(await door("import { orders } from '../../db/schema';\nimport type { Db } from '../../db/client';\nexport const f = (db: Db) => db.select().from(orders);\n", 'src/server/modules/design/example.ts')).toHaveLength(0);
  });

  it('one door for money: only the ledger changes balances, credit and ledger rows', async () => {
    const door = async (code: string, filePath: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'printfront/money-door').map((m) => m.message);
    };
    const writes = "import { sql } from 'drizzle-orm';\nimport { growthLedger, users, walletLedger } from '../../db/schema';\nimport type { Tx } from '../../db/client';\nexport async function f(tx: Tx) {\n  await tx.update(users).set({ balanceFils: sql`${users.balanceFils} + 1` });\n  await tx.update(users).set({ creditUsedFils: 0 });\n  await tx.update(users).set({ creditLimitFils: 0 });\n  await tx.insert(walletLedger).values([]);\n  await tx.insert(growthLedger).values([]);\n}\n";
    expect(await door(writes, 'src/server/modules/backoffice/example.ts')).toHaveLength(5);
    expect(await door(writes, 'src/server/modules/money/wallet.service.ts')).toHaveLength(5);
    expect(await door(writes, 'src/server/modules/money/ledger.ts')).toHaveLength(0);
    expect(await door("import { users } from '../../db/schema';\nimport type { Tx } from '../../db/client';\nexport const f = (tx: Tx) => tx.update(users).set({ level: 2 });\n", 'src/server/modules/ordering/example.ts')).toHaveLength(0);
  });

  it('src/client never imports the shop, the console or the server', async () => {
    const wall = 'import/no-restricted-paths';
    const cases: [string, string, string][] = [
      ['../../web/components/goods-card', 'src/client/components/example.tsx', 'never imports the shop (src/web)'],
      ['../../web/features/cart/cart-page', 'src/client/api/example.ts', 'never imports the shop (src/web)'],
      ['../../admin/components/order-rows-table', 'src/client/components/example.tsx', 'never imports the console (src/admin)'],
      ['../../admin/app/staff-session', 'src/client/lib/example.ts', 'never imports the console (src/admin)'],
      ['../../server/http/envelope', 'src/client/api/example.ts', 'never imports server code (src/server)'],
    ];
    for (const [from, file, message] of cases) {
      expect(await ruleMessages(`import x from '${from}';\nexport const y = x;\n`, file, wall), `${file} → ${from}`).toEqual([expect.stringContaining(message)]);
    }
    expect(await ruleMessages("import { formatAed } from '../../domain/format';\nexport const x = formatAed;\n", 'src/client/components/example.tsx', wall)).toHaveLength(0);
    expect(await ruleMessages("import { Dialog } from './dialog';\nexport const x = Dialog;\n", 'src/client/components/example.tsx', wall)).toHaveLength(0);
  });

  it.each(['src/web/lib', 'src/client/lib'])('an import cycle fails lint (%s)', async (parent) => {
    const dir = mkdtempSync(join(parent, 'cycle-check-'));
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
