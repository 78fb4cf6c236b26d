/** Where the dictionaries are served and which namespaces exist (codegen/vite-i18n.ts writes this module). */
declare module 'virtual:i18n-dictionaries' {
  /** The URL folder of the dictionaries: `<base><locale>/<namespace>.json`. */
  export const dictionaryBase: string;
  /** Every namespace there are dictionaries for, `common` first. */
  export const dictionaryNamespaces: string[];
}
