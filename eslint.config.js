// Lint: typescript-eslint's recommended rules plus the house import boundaries (STYLE.md rule 1):
// src/domain is pure and imports nothing of server/client/web/admin or of I/O frameworks; the server and the browser
// code never import each other; the shop (src/web) and the console (src/admin) share src/client and never import each
// other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';

const restrict = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { patterns, paths }] });
// react-router's <Link>, <NavLink>, <Navigate> and <Routes>/<Route> bring its framework mode (prefetching, view
// transitions, data-router errors) into the start-up chunk; the app's own are on its hooks (docs/dependencies.md).
const leanRouter = [
  {
    name: 'react-router-dom',
    importNames: ['Link', 'NavLink', 'Navigate', 'Routes', 'Route'],
    message: 'Use Link and Navigate from src/client/components/navigation (NavLink: src/admin/components/nav-link) and route objects with useRoutes: react-router\'s own add ~2 KB gzip to every page.',
  },
];
const webImports = [
  { group: ['**/server/**', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'node:*'], message: 'Browser code (src/web, src/client, src/admin) must not import server code or Node modules.' },
];
const noConsole = { group: ['**/admin/**'], message: 'The staff console (src/admin) is its own entry: the shop, src/client, the server and src/domain never import it.' };
// CEL is type-checked and compiled to JavaScript by codegen (codegen/products/cel*.ts); the shop runs no interpreter.
// The browser loads quote products one by one (domain/quote/lazy); only tests may load the whole catalogue.
const wholeCatalogue = {
  regex: '(^|/)(domain/quote(/index)?|generated/quote(/index|/catalogue)?|domain/i18n/quote-dictionaries)$',
  allowTypeImports: true,
  message: 'This loads all 88 products (or all quote strings) into the browser: use loadQuoteEngineFor (domain/quote/lazy) and the quote feature\'s string loader.',
};
const noCelInterpreter = { group: ['@marcbachmann/cel-js'], message: 'CEL runs as functions codegen compiled (src/generated/quote/products/*.cel.js): only codegen may use the interpreter.' };

// Walls inside the web app (docs/architecture.md): a feature never imports another feature (what two features need
// lives in components/, lib/, src/client or src/domain); components/ and lib/ never import features/ or app/. Every
// folder under src/web/features is a feature, so a new one is walled in without touching this file.
const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const webWalls = [
  ...features.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to src/web/components, src/web/lib, src/client (when the console needs it too) or src/domain.',
  })),
  {
    target: ['./src/web/components', './src/web/lib'],
    from: ['./src/web/features', './src/web/app'],
    message: 'Shared code (components, lib) must not import features or the app shell.',
  },
  { target: './src/web', from: './src/admin', message: noConsole.message },
];
// The staff console (src/admin: app/, features/<noun>/, components/) has the same walls; it never imports the shop
// (src/web): what both use — the API client and data layer, the dictionary loader, formatting, navigation, dialogs,
// the quote form (the product studio renders products with it) — lives in src/client.
const adminFeatures = readdirSync(new URL('./src/admin/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const adminWalls = [
  ...adminFeatures.map((feature) => ({
    target: `./src/admin/features/${feature}`,
    from: './src/admin/features',
    except: [`./${feature}`],
    message: 'A console feature never imports another feature: move what both need to src/admin/components.',
  })),
  {
    target: './src/admin/components',
    from: ['./src/admin/features', './src/admin/app'],
    message: 'Console components must not import features or the console app.',
  },
  {
    target: './src/admin',
    from: './src/web',
    message: 'The console never imports the shop (src/web): move what both use to src/client.',
  },
];
// The server by business area (docs/architecture.md): each folder of src/server/modules is a module that other modules,
// and the server's shell (http/, infra/, db/, cli/, seo/, app.ts…), see only through its index.ts. A new folder is
// walled in without touching this file.
const serverModules = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const moduleWallMessage = 'Another module is reached through its index.ts only (import from \'../<module>\'): export what it needs there, or move it.';
const serverWalls = [
  ...serverModules.map((module) => ({
    target: `./src/server/modules/${module}`,
    from: './src/server/modules',
    except: [`./${module}`, './index.ts', ...serverModules.filter((m) => m !== module).map((m) => `./${m}/index.ts`)],
    message: moduleWallMessage,
  })),
  {
    target: ['./src/server/http', './src/server/infra', './src/server/db', './src/server/cli', './src/server/seo', './src/server/app.ts', './src/server/server.ts', './src/server/main.ts', './src/server/config.ts', './src/server/constants.ts'],
    from: './src/server/modules',
    except: ['./index.ts', './routes.ts', ...serverModules.map((m) => `./${m}/index.ts`)],
    message: moduleWallMessage,
  },
  {
    target: ['./src/server/http', './src/server/infra', './src/server/db'],
    from: './src/server/modules',
    except: ['./index.ts'],
    message: 'http/, infra/ and db/ sit below the business modules: they never import one (plugins/services.ts builds them all through modules/index.ts).',
  },
];

// One door for orders and one for money (docs/architecture.md): only the order writer inserts orders, changes their
// rows and writes their history; only the ledger changes a balance, the credit used or limit, or writes a ledger row.
const selectorRule = (selectors) => ({
  meta: { type: 'problem', schema: [] },
  create: (context) => Object.fromEntries(selectors.map(([selector, message]) => [selector, (node) => context.report({ node, message })])),
});
const doors = {
  rules: {
    'order-door': selectorRule([
      ["CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name='orders']", 'Only the order writer (src/server/modules/ordering/order-writer.ts) inserts or changes orders: use createOrder, applyEvent, applyPaymentEvent or updateOrder.'],
      ["CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name='orderEvents']", "Only the order writer writes an order's history: applyEvent for a move, noteOrder for a line that moves nothing."],
    ]),
    'money-door': selectorRule([
      ["CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^(walletLedger|growthLedger)$/]", 'Only the ledger (src/server/modules/money/ledger.ts) writes ledger rows: moveMoney, setCreditLimit or recordGrowth.'],
      ["CallExpression[callee.property.name='set'] > ObjectExpression > Property[key.name=/^(balanceFils|creditUsedFils|creditLimitFils)$/]", 'Only the ledger (src/server/modules/money/ledger.ts) changes a balance, the credit used or the credit limit, with its ledger row: moveMoney or setCreditLimit.'],
    ]),
  },
};

// src/client is shared by two entries, so it belongs to neither: it never imports the shop, the console or the server
// (what only one of them needs stays in src/web or src/admin).
const clientWalls = [
  { target: './src/client', from: './src/web', message: 'src/client is shared by the shop and the console: it never imports the shop (src/web). Move what it needs to src/client, or keep the code in src/web.' },
  { target: './src/client', from: './src/admin', message: 'src/client is shared by the shop and the console: it never imports the console (src/admin). Move what it needs to src/client, or keep the code in src/admin.' },
  { target: './src/client', from: './src/server', message: 'src/client runs in the browser: it never imports server code (src/server).' },
];

// eslint-plugin-import resolves relative TypeScript imports with its node resolver (no TypeScript resolver: see
// docs/architecture.md — eslint-import-resolver-typescript's native bindings break npm ci here).
const importSettings = {
  'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
  'import/extensions': ['.ts', '.tsx', '.js'],
  'import/ignore': ['node_modules'],
  'import/external-module-folders': ['node_modules'],
};

/**
 * Business time is the shop's clock (SHOP_CLOCK, src/server/infra/clock.ts), which createServices passes to every
 * service that reads the time: `this.deps.clock.now()` (or a `now` passed down), never the machine's.
 */
const machineTime = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Business time comes from the shop's clock: this.deps.clock.now() (SHOP_CLOCK, infra/clock.ts), not new Date()." },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: "Business time comes from the shop's clock: this.deps.clock.now() (SHOP_CLOCK, infra/clock.ts), not Date.now()." },
];

/** Services that keep the real time on purpose, each with its reason (docs/architecture.md, "The shop's clock"). */
const realTimeServices = [
  // Sessions expire by the real time: a shifted shop clock must never lengthen or shorten a login.
  'src/server/modules/accounts/session.service.ts',
  // Login and reset-request lockouts count failures in a real-time window.
  'src/server/modules/accounts/attempts.service.ts',
  // Password-reset and contact-change codes expire in real minutes.
  'src/server/modules/accounts/account.service.ts',
  'src/server/modules/accounts/profile.service.ts',
  // The daily upload quota is an abuse limit, like the login limits.
  'src/server/modules/files/upload.service.ts',
];

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'src/generated/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/domain/**'],
    rules: restrict([
      { group: ['**/server/**', '**/web/**', '**/client/**', '@/server/**', '@/web/**', '@/client/**'], message: 'src/domain is pure: it must not import server, client or web code.' },
      { group: ['node:*', 'fs', 'path', 'crypto', 'fastify', '@fastify/*', 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'src/domain is pure: no I/O, framework or database imports.' },
      noConsole,
      noCelInterpreter,
    ]),
  },
  {
    files: ['src/server/**'],
    rules: restrict([
      { group: ['**/web/**', '**/client/**', 'react', 'react-dom', 'react-router-dom'], message: 'The server must not import web code (src/web, src/client).' },
      noConsole,
      noCelInterpreter,
    ]),
  },
  {
    files: ['src/web/**', 'src/client/**', 'src/admin/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([...webImports, noCelInterpreter]),
    },
  },
  {
    // The browser loads quote products one by one (domain/quote/lazy); only tests may load the whole catalogue.
    files: ['src/web/**', 'src/client/**', 'src/admin/**'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/**/testing.{ts,tsx}', 'src/client/**/*.test.{ts,tsx}', 'src/client/**/testing.{ts,tsx}', 'src/admin/**/*.test.{ts,tsx}'],
    rules: restrict([
      ...webImports,
      noCelInterpreter,
      wholeCatalogue,
    ], leanRouter),
  },
  {
    // The start-up bundle carries English `common` only; src/client/i18n loads every other dictionary (src/locales) one
    // namespace and language at a time.
    files: ['src/web/**', 'src/client/**', 'src/admin/**'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/**/testing.{ts,tsx}', 'src/client/**/*.test.{ts,tsx}', 'src/client/**/testing.{ts,tsx}', 'src/client/i18n/index.ts', 'src/admin/**/*.test.{ts,tsx}'],
    rules: restrict([
      ...webImports,
      noCelInterpreter,
      wholeCatalogue,
      {
        regex: '(^|/)domain/i18n(/index)?$',
        allowTypeImports: true,
        message: 'This loads the common namespace of all four languages into the browser: import helpers from domain/i18n/locales (src/client/i18n loads the dictionaries).',
      },
      {
        regex: '(^|/)locales/[^/]+/[^/]+\\.json$',
        message: 'Dictionaries load through src/client/i18n, one namespace and language at a time: use useTranslation(\'<namespace>\').',
      },
    ], leanRouter),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/**/testing.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: { 'import/no-restricted-paths': ['error', { zones: webWalls }] },
  },
  {
    files: ['src/admin/**/*.{ts,tsx}'],
    ignores: ['src/admin/**/*.test.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: { 'import/no-restricted-paths': ['error', { zones: adminWalls }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: { 'import/no-restricted-paths': ['error', { zones: clientWalls }] },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/**/*.test.ts', ...realTimeServices],
    rules: { 'no-restricted-syntax': ['error', ...machineTime] },
  },
  {
    // No import cycles in the app code (tests may import freely); scripts/checks/import-cycles.ts counts type-only
    // imports too. The database schema's area files import each other in one direction (accounts ← catalogue ←
    // ordering ← money, documents, design, messaging, reviews, audit; docs/architecture.md).
    files: ['src/web/**/*.{ts,tsx}', 'src/client/**/*.{ts,tsx}', 'src/admin/**/*.{ts,tsx}', 'src/server/**/*.ts', 'src/domain/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/testing/**'],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: { 'import/no-restricted-paths': ['error', { zones: serverWalls }] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/testing/**', 'src/server/modules/ordering/order-writer.ts'],
    plugins: { printfront: doors },
    rules: { 'printfront/order-door': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/testing/**', 'src/server/modules/money/ledger.ts'],
    plugins: { printfront: doors },
    rules: { 'printfront/money-door': 'error' },
  },
);
