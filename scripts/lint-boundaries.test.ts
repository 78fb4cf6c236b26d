import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The house import boundaries (STYLE rule 1) are enforced by eslint.config.js; this keeps the rules from silently
// disappearing.
const eslint = new ESLint();

async function errors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('keep src/domain free of server, web and I/O imports', async () => {
    expect(await errors("import { buildApp } from '../server/app';\nexport const x = buildApp;\n", 'src/domain/example.ts')).toHaveLength(1);
    expect(await errors("import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'src/domain/example.ts')).toHaveLength(1);
    expect(await errors("import { useState } from 'react';\nexport const x = useState;\n", 'src/domain/example.ts')).toHaveLength(1);
    expect(await errors("import { translate } from './i18n';\nexport const x = translate;\n", 'src/domain/example.ts')).toHaveLength(0);
  });

  it('keep server and web apart', async () => {
    expect(await errors("import { api } from '../web/lib/api';\nexport const x = api;\n", 'src/server/example.ts')).toHaveLength(1);
    expect(await errors("import { buildApp } from '../../server/app';\nexport const x = buildApp;\n", 'src/web/lib/example.ts')).toHaveLength(1);
    expect(await errors("import { isValidPhone } from '../../domain/validation';\nexport const x = isValidPhone;\n", 'src/web/lib/example.ts')).toHaveLength(0);
  });
});
