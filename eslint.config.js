// Lint: typescript-eslint's recommended rules plus the house import boundaries (STYLE.md rule 1):
// src/domain is pure and imports nothing of server/web or of I/O frameworks; server and web never import each other.
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
    message: 'Use Link and Navigate from src/web/components/navigation (NavLink: src/admin/components/nav-link) and route objects with useRoutes: react-router\'s own add ~2 KB gzip to every page.',
  },
];
const webImports = [
  { group: ['**/server/**', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'node:*'], message: 'The web app must not import server code or Node modules.' },
];
const noConsole = { group: ['**/admin/**'], message: 'The staff console (src/admin) is its own entry: the shop, the server and src/domain never import it.' };
// CEL is type-checked and compiled to JavaScript by codegen (codegen/products/cel*.ts); the shop runs no interpreter.
// The browser loads quote products one by one (domain/quote/lazy); only tests may load the whole catalogue.
const wholeCatalogue = {
  regex: '(^|/)(domain/quote(/index)?|generated/quote(/index|/catalogue)?|domain/i18n/quote-dictionaries)$',
  allowTypeImports: true,
  message: 'This loads all 88 products (or all quote strings) into the browser: use loadQuoteEngineFor (domain/quote/lazy) and the quote feature\'s string loader.',
};
const noCelInterpreter = { group: ['@marcbachmann/cel-js'], message: 'CEL runs as functions codegen compiled (src/generated/quote/products/*.cel.js): only codegen may use the interpreter.' };

// Walls inside the web app (docs/architecture.md): a feature never imports another feature (what two features need
// lives in components/, lib/ or src/domain); components/, lib/ and forms/ never import features/ or app/. Every
// folder under src/web/features is a feature, so a new one is walled in without touching this file.
const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const webWalls = [
  ...features.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to src/web/components, src/web/lib or src/domain.',
  })),
  {
    target: ['./src/web/components', './src/web/lib', './src/web/forms'],
    from: ['./src/web/features', './src/web/app'],
    message: 'Shared code (components, lib, forms) must not import features or the app shell.',
  },
  { target: './src/web', from: './src/admin', message: noConsole.message },
];
// The staff console (src/admin: app/, features/<noun>/, components/) has the same walls, and takes from the shop only
// its shared code: src/web/components, src/web/lib, the dictionary loader src/web/i18n, the quote form src/web/forms
// (the product studio renders products with it) and src/domain.
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
    except: ['./components', './lib', './i18n', './forms'],
    message: 'The console may use the shop\'s src/web/components, src/web/lib, src/web/i18n and src/web/forms (the quote form, for the product studio) only (never its features or app).',
  },
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
      { group: ['**/server/**', '**/web/**', '@/server/**', '@/web/**'], message: 'src/domain is pure: it must not import server or web code.' },
      { group: ['node:*', 'fs', 'path', 'crypto', 'fastify', '@fastify/*', 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'src/domain is pure: no I/O, framework or database imports.' },
      noConsole,
      noCelInterpreter,
    ]),
  },
  {
    files: ['src/server/**'],
    rules: restrict([
      { group: ['**/web/**', 'react', 'react-dom', 'react-router-dom'], message: 'The server must not import web code.' },
      noConsole,
      noCelInterpreter,
    ]),
  },
  {
    files: ['src/web/**', 'src/admin/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([...webImports, noCelInterpreter]),
    },
  },
  {
    // The browser loads quote products one by one (domain/quote/lazy); only tests may load the whole catalogue.
    files: ['src/web/**', 'src/admin/**'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/**/testing.{ts,tsx}', 'src/admin/**/*.test.{ts,tsx}'],
    rules: restrict([
      ...webImports,
      noCelInterpreter,
      wholeCatalogue,
    ], leanRouter),
  },
  {
    // The start-up bundle carries English `common` only; src/web/i18n loads every other dictionary (src/locales) one
    // namespace and language at a time.
    files: ['src/web/**', 'src/admin/**'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/**/testing.{ts,tsx}', 'src/web/i18n/index.ts', 'src/admin/**/*.test.{ts,tsx}'],
    rules: restrict([
      ...webImports,
      noCelInterpreter,
      wholeCatalogue,
      {
        regex: '(^|/)domain/i18n(/index)?$',
        allowTypeImports: true,
        message: 'This loads the common namespace of all four languages into the browser: import helpers from domain/i18n/locales (src/web/i18n loads the dictionaries).',
      },
      {
        regex: '(^|/)locales/[^/]+/[^/]+\\.json$',
        message: 'Dictionaries load through src/web/i18n, one namespace and language at a time: use useTranslation(\'<namespace>\').',
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
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/**/*.test.ts', ...realTimeServices],
    rules: { 'no-restricted-syntax': ['error', ...machineTime] },
  },
  {
    // No import cycles in the app code (tests may import freely).
    files: ['src/web/**/*.{ts,tsx}', 'src/admin/**/*.{ts,tsx}', 'src/server/**/*.ts', 'src/domain/**/*.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
