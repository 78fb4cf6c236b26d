/**
 * Stands in for `markdown-to-jsx/react` in the browser build (vite.config.ts alias): rjsf imports it for markdown in
 * descriptions, which quote schemas never use (their texts are i18n keys). Saves ~31 KB gzip on every quote page.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
