// Lint: typescript-eslint's recommended rules plus the house import boundaries (STYLE.md rule 1):
// src/domain is pure and imports nothing of server/web or of I/O frameworks; server and web never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const webImports = [
  { group: ['**/server/**', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'node:*'], message: 'The web app must not import server code or Node modules.' },
];
// CEL is type-checked and compiled to JavaScript by codegen (codegen/products/cel*.ts); the shop runs no interpreter.
// The browser loads quote products one by one (domain/quote/lazy); only tests may load the whole catalogue.
const wholeCatalogue = {
  regex: '(^|/)(domain/quote(/index)?|generated/quote(/index|/catalogue)?|domain/i18n/quote-dictionaries)$',
  allowTypeImports: true,
  message: 'This loads all 88 products (or all quote strings) into the browser: use loadQuoteEngineFor (domain/quote/lazy) and the quote feature\'s string loader.',
};
const noCelInterpreter = { group: ['@marcbachmann/cel-js'], message: 'CEL runs as functions codegen compiled (src/generated/quote/products/*.cel.js): only codegen may use the interpreter.' };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/generated/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
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
      noCelInterpreter,
    ]),
  },
  {
    files: ['src/server/**'],
    rules: restrict([
      { group: ['**/web/**', 'react', 'react-dom', 'react-router-dom'], message: 'The server must not import web code.' },
      noCelInterpreter,
    ]),
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([...webImports, noCelInterpreter]),
    },
  },
  {
    // The browser loads quote products one by one (domain/quote/lazy); only tests may load the whole catalogue.
    files: ['src/web/**'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/**/testing.{ts,tsx}'],
    rules: restrict([
      ...webImports,
      noCelInterpreter,
      wholeCatalogue,
    ]),
  },
  {
    // The start-up bundle carries English and the active language only (src/web/i18n loads the others on demand).
    files: ['src/web/**'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/**/testing.{ts,tsx}'],
    rules: restrict([
      ...webImports,
      noCelInterpreter,
      wholeCatalogue,
      {
        regex: '(^|/)domain/i18n(/index)?$',
        allowTypeImports: true,
        message: 'This loads all four base dictionaries into the browser: import helpers from domain/i18n/locales (src/web/i18n loads the dictionaries).',
      },
    ]),
  },
);
