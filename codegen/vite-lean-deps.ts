/**
 * Build-only trims of third-party code the shop's start-up chunk carries but never runs (docs/dependencies.md,
 * "Bundle trims"). Each one leaves behaviour unchanged; if a dependency's new release no longer matches a pattern,
 * the trim just stops applying (`npm run bench web` shows the size going back up), nothing breaks.
 *
 * - react-router's dist creates its components and contexts with `React.forwardRef(…)`, `React.createContext(…)` and
 *   `React.memo(…)` calls that carry no `@__PURE__` mark, and names them for React DevTools with `X.displayName = …`.
 *   To a bundler both are side effects, so every component stays in the bundle, used or not: `<Form>` with the whole
 *   submission machinery, `<ScrollRestoration>`, `unstable_HistoryRouter`, fetcher forms. Marking the calls pure and
 *   dropping the DevTools names lets tree-shaking remove what the app does not import (~1.4 KB gzip).
 * - react-i18next imports `use-sync-external-store/shim`, a fallback for React < 18; React 19 has the hook, so the
 *   shim resolves to React's own (`src/client/lib/use-sync-external-store.ts`).
 */
import type { Plugin } from 'vite';

/** `var Link = React10.forwardRef(` → `var Link = /* @__PURE__ *\/ React10.forwardRef(` */
const FACTORY_CALL = /^var ([\w$]+) = (React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** `Link.displayName = "Link";` on a line of its own. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;

/** Marks react-router's component factories pure and drops its DevTools names, so unused components shake out. */
export function markReactRouterPure(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(FACTORY_CALL, 'var $1 = /* @__PURE__ */ $2');
}

export function leanDepsPlugin(): Plugin {
  return {
    name: 'printfront:lean-deps',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/.test(id)) return null;
      return { code: markReactRouterPure(code), map: null };
    },
  };
}
