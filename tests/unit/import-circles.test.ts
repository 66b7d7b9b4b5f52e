/**
 * No import circle in src, type-only imports included: a module that imports another which
 * imports it back (even for a type) is two ideas in one place, or one idea split wrongly. The same
 * check as `madge --circular --extensions ts,tsx --ts-config tsconfig.json src`, with the type
 * imports that madge's detectives would otherwise be free to skip.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

interface MadgeResult {
  circular(): string[][];
}
type Madge = (path: string, config: object) => Promise<MadgeResult>;

// madge is CommonJS without types; its API is one function.
const madge = createRequire(import.meta.url)('madge') as Madge;

const keepTypeImports = { skipTypeImports: false };

describe('imports', () => {
  it('form no circle in src, type-only imports included', async () => {
    const graph = await madge('src', {
      fileExtensions: ['ts', 'tsx'],
      tsConfig: 'tsconfig.json',
      detectiveOptions: { ts: keepTypeImports, tsx: keepTypeImports, es6: keepTypeImports },
    });
    expect(graph.circular().map((circle) => circle.join(' → '))).toEqual([]);
  }, 120_000);
});
