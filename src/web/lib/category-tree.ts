/** Walks the category tree (public data: three levels of `sons`). */
export interface CategoryNode<T> {
  id: number;
  sons: T[];
}

/** Every node of the tree, parents before their sons. */
export function* walkCategories<T extends CategoryNode<T>>(tree: readonly T[]): Generator<T> {
  for (const node of tree) {
    yield node;
    yield* walkCategories(node.sons);
  }
}

/** The category with this id anywhere in the tree, or null. */
export function findCategory<T extends CategoryNode<T>>(tree: readonly T[], id: number): T | null {
  for (const node of walkCategories(tree)) if (node.id === id) return node;
  return null;
}
