import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cycles, importGraph, loopOf } from './import-cycles';

const root = mkdtempSync(join(tmpdir(), 'cycles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(root, 't-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the import-cycle check', () => {
  it('finds a cycle made of type-only imports, through an index file', () => {
    const dir = tree({
      'a/index.ts': "export { A } from './a';\n",
      'a/a.ts': "import type { B } from '../b';\nexport class A { b?: B }\n",
      'b/index.ts': "export { B } from './b';\n",
      'b/b.ts': "import type { A } from '../a';\nexport class B { a?: A }\n",
      'c.ts': "import { A } from './a';\nexport const c = A;\n",
    });
    const graph = importGraph(dir);
    const found = cycles(graph);
    expect(found).toHaveLength(1);
    expect(found[0]!.map((f) => f.slice(dir.length + 1))).toEqual(['a/a.ts', 'a/index.ts', 'b/b.ts', 'b/index.ts']);
    expect(loopOf(graph, found[0]!).length).toBe(5);
  });

  it('passes a tree without one, and leaves tests and generated files out', () => {
    const dir = tree({
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.ts': 'export const b = 1;\n',
      'b.test.ts': "import { a } from './a';\nexport const t = a;\n",
      'generated/g.ts': "import { a } from '../a';\nexport const g = a;\n",
    });
    expect(cycles(importGraph(dir))).toEqual([]);
  });

  it('finds none in src/', () => {
    expect(cycles(importGraph(join(import.meta.dirname, '../../src')))).toEqual([]);
  });
});
