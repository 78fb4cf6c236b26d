/**
 * `npm test` stage: no import cycle in src/ — type-only imports included, since a cycle of types is still two
 * modules that cannot be understood (or moved) apart. Reads every .ts/.tsx file under src/ (tests and generated code
 * left out), resolves relative imports and re-exports, and prints each strongly connected group of files that import
 * one another. Exit code 1 when there is one.
 *
 *   npx tsx scripts/checks/import-cycles.ts [root=src]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export type Graph = Map<string, string[]>;

const sourceFile = (name: string) => /\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) && !/(^|\/)testing(\/|\.)/.test(name);

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The import graph of the files under `root`: every file → the files it imports (type-only imports included). */
export function importGraph(root: string, skip: (path: string) => boolean = (p) => p.includes('/generated/')): Graph {
  const graph: Graph = new Map();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (skip(path)) continue;
      if (entry.isDirectory()) walk(path);
      else if (sourceFile(path)) {
        const info = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
        const targets = info.importedFiles.map((f) => resolveImport(path, f.fileName)).filter((t): t is string => t !== null && !skip(t) && sourceFile(t));
        graph.set(path, [...new Set(targets)]);
      }
    }
  };
  walk(root);
  return graph;
}

/** Groups of two or more files that reach one another (Tarjan's strongly connected components), and self-imports. */
export function cycles(graph: Graph): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

/** One shortest path round a group, for the message: a → b → … → a. */
export function loopOf(graph: Graph, group: string[]): string[] {
  const members = new Set(group);
  const start = group[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        for (let at = node; at !== start; ) path.unshift((at = previous.get(at)!));
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return group;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const root = resolve(process.argv[2] ?? 'src');
  const graph = importGraph(root);
  const groups = cycles(graph);
  for (const group of groups) {
    console.log(`import cycle (${group.length} files): ${loopOf(graph, group).map((f) => relative(process.cwd(), f)).join(' → ')}`);
  }
  console.log(groups.length ? `${groups.length} import cycle(s) in ${relative(process.cwd(), root)}/` : `no import cycle in ${graph.size} files of ${relative(process.cwd(), root) || '.'}/`);
  process.exit(groups.length ? 1 : 0);
}
