/**
 * `use-sync-external-store/shim` for the build (codegen/vite-lean-deps.ts): the shim exists for React < 18; React 19
 * has the hook, so libraries that import the shim (react-i18next) get React's own.
 */
export { useSyncExternalStore } from 'react';
