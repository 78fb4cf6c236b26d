/** The contract's multi-file layout and its bundle (codegen/contract.ts). */
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLED_CONTRACT, bundledContract, layoutProblems } from './contract';

const root = join(import.meta.dirname, '..');
const copies: string[] = [];
/** A copy of openapi/ to break, in a directory of its own. */
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'printfront-contract-'));
  copies.push(dir);
  cpSync(join(root, 'openapi'), join(dir, 'openapi'), { recursive: true });
  return dir;
}
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the contract layout', () => {
  it('the root names every path and component of openapi/paths and openapi/components, as a $ref to the same key', () => {
    expect(layoutProblems(root)).toEqual([]);
  });

  it('a definition the root does not name, or a root entry pointing at another key, is refused', () => {
    const dir = copy();
    appendFileSync(join(dir, 'openapi/components/schemas/order.yaml'), 'Forgotten:\n  type: string\n');
    const rootFile = join(dir, 'openapi/shop.yaml');
    writeFileSync(rootFile, readFileSync(rootFile, 'utf8').replace("Order: { $ref: 'components/schemas/order.yaml#/Order' }", "Order: { $ref: 'components/schemas/order.yaml#/OrderSummary' }"));
    expect(layoutProblems(dir).sort()).toEqual([
      'openapi/components/schemas/order.yaml: Forgotten is not named in openapi/shop.yaml',
      'openapi/components/schemas/order.yaml: Order is not named in openapi/shop.yaml',
      "openapi/shop.yaml components.schemas Order: should be only { $ref: '<file>#/Order' }",
    ]);
  });

  it('bundles into one document with local references only, the one codegen wrote', async () => {
    const bundled = await bundledContract(root);
    expect(bundled).toEqual(JSON.parse(readFileSync(join(root, 'src/generated', BUNDLED_CONTRACT), 'utf8')));
    const refs = JSON.stringify(bundled).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(1000);
    expect(refs.filter((ref) => !ref.startsWith('"$ref":"#/components/'))).toEqual([]);
  });

  it('a reference to nothing fails the bundle', async () => {
    const dir = copy();
    const file = join(dir, 'openapi/paths/order.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace("'../components/schemas/order.yaml#/Order'", "'../components/schemas/order.yaml#/Ordre'"));
    await expect(bundledContract(dir)).rejects.toThrow(/bundling openapi\/shop\.yaml failed:\n +Can't resolve \$ref \(openapi\/paths\/order\.yaml#\/~1order~1detail\//);
  });
});
