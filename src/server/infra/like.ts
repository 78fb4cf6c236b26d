/** `%` and `_` typed by staff match themselves in a LIKE prefix search. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
