/**
 * The layers are kept by lint (eslint.config.mjs): an import that crosses into a layer it may not
 * reach is an error, and one that stays within what it may reach is not. Linted as text at real
 * paths of the tree, so the project's own configuration decides.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of the import rule for this code placed at this path. */
async function importProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const crossings: Array<[layer: string, filePath: string, specifier: string]> = [
  ['shared → server', 'src/shared/entities/example.ts', '../../server/db/schema'],
  ['shared → main', 'src/shared/example.ts', '../main/core/config'],
  ['shared → renderer', 'src/shared/example.ts', '../renderer/src/i18n'],
  ['shared → Node', 'src/shared/example.ts', 'node:fs'],
  ['shared → Electron', 'src/shared/example.ts', 'electron'],
  ['main core → Electron', 'src/main/core/example.ts', 'electron'],
  ["main core → main's glue", 'src/main/core/example.ts', '../window'],
  ['main core → server', 'src/main/core/example.ts', '../../server/start'],
  ['renderer → main', 'src/renderer/src/features/example/Page.tsx', '../../../../main/core/config'],
  ['renderer → server', 'src/renderer/src/app/example.ts', '../../../server/app'],
  ['renderer → Node', 'src/renderer/src/app/example.ts', 'node:path'],
  ['server → main', 'src/server/services/example.ts', '../../main/core/config'],
  ['server → renderer', 'src/server/example.ts', '../renderer/src/i18n'],
  ['server → Electron', 'src/server/example.ts', 'electron'],
];

const allowed: Array<[layer: string, filePath: string, specifier: string]> = [
  ['shared → shared', 'src/shared/entities/example.ts', '../registry'],
  ['main core → shared and Node', 'src/main/core/example.ts', '../../shared/ipc'],
  ['main glue → Electron', 'src/main/window.ts', 'electron'],
  ['browser host → server', 'src/main/browser-host.ts', '../server/start'],
  ['renderer → shared', 'src/renderer/src/features/example/Page.tsx', '../../../../shared/registry'],
  ['server → shared and Node', 'src/server/services/example.ts', '../../shared/registry'],
];

describe('layers kept by lint', () => {
  it.each(crossings)('refuses %s', async (_layer, filePath, specifier) => {
    const problems = await importProblems(filePath, `import { value } from '${specifier}';\nexport const used = value;\n`);
    expect(problems).toHaveLength(1);
  });

  it.each(allowed)('allows %s', async (_layer, filePath, specifier) => {
    const problems = await importProblems(filePath, `import { value } from '${specifier}';\nexport const used = value;\n`);
    expect(problems).toEqual([]);
  });

  it('catches type-only imports across layers too', async () => {
    expect(await importProblems('src/shared/example.ts', "import type { Value } from '../server/app';\nexport type Used = Value;\n")).toHaveLength(1);
  });
});
