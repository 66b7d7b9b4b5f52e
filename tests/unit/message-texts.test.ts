/**
 * Every message the server can send a client has a text in both languages, so a new rule can
 * never reach a user as a raw key: the field messages (`validation.*` keys, from the shared
 * schemas and from the server's own checks) under `validation`, and the error codes (thrown as
 * `new ApiError(status, 'code', …)` or listed in src/shared/errors.ts) under `errors`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/shared/errors';
import { ar } from '../../src/renderer/src/i18n/ar';
import { en } from '../../src/renderer/src/i18n/en';

const root = resolve(__dirname, '../..');
const scannedFolders = ['src/shared', 'src/server'];

interface Source {
  path: string;
  text: string;
}

function sourcesIn(dir: string): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesIn(path);
    return entry.name.endsWith('.ts') ? [{ path: relative(root, path), text: readFileSync(path, 'utf8') }] : [];
  });
}

/** How a message key appears in source, and the dictionary path of its text. */
const keyPatterns: ReadonlyArray<{ pattern: RegExp; textPath: (name: string) => string }> = [
  // 'validation.required', `validation.maxLength:${max}`
  { pattern: /['"`]validation\.([A-Za-z]+)/g, textPath: (name) => `validation.${name}` },
  // boundMessage('maxLength', 45) → validation.maxLength:45
  { pattern: /boundMessage\(\s*['"]([A-Za-z]+)['"]/g, textPath: (name) => `validation.${name}` },
  // new ApiError(409, 'users.lastAdmin', …)
  { pattern: /new ApiError\(\s*[^,]+,\s*['"]([A-Za-z.]+)['"]/g, textPath: (code) => `errors.${code}` },
  // tooManyRequests('otp.cooldown', …), the ApiError of the rate limits
  { pattern: /tooManyRequests\(\s*['"]([A-Za-z.]+)['"]/g, textPath: (code) => `errors.${code}` },
];

/** Each dictionary path a message of these sources needs, with the files that use it. */
function messagePaths(sources: readonly Source[]): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  const note = (path: string, file: string) => paths.set(path, [...new Set([...(paths.get(path) ?? []), file])]);
  for (const source of sources) {
    for (const { pattern, textPath } of keyPatterns) {
      for (const match of source.text.matchAll(pattern)) note(textPath(match[1]!), source.path);
    }
  }
  for (const code of ERROR_CODES) note(`errors.${code}`, 'src/shared/errors.ts');
  return paths;
}

/** The text at a dotted path of a dictionary (`errors.otp.invalid`), if there is a non-empty one. */
function textAt(dictionary: object, path: string): string | undefined {
  let node: unknown = dictionary;
  for (const part of path.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

/** The paths with no text in `dictionary`, each with the files that need it. */
function missingTexts(paths: Map<string, string[]>, dictionary: object): string[] {
  return [...paths].filter(([path]) => textAt(dictionary, path) === undefined).map(([path, files]) => `${path} (${files.join(', ')})`);
}

const paths = messagePaths(scannedFolders.flatMap((folder) => sourcesIn(join(root, folder))));

describe('message texts', () => {
  it("are found in the shared schemas and in the server's own checks and refusals", () => {
    expect([...paths.keys()]).toEqual(
      expect.arrayContaining([
        'validation.required',
        'validation.maxLength',
        'validation.selectOrg',
        // Only the server says these: a unique field taken, an upload without a file.
        'validation.alreadyUsed',
        'validation.fileRequired',
        'errors.users.lastAdmin',
        'errors.otp.cooldown',
        'errors.hostNotAllowed',
      ]),
    );
  });

  it.each([
    ['English', en],
    ['Arabic', ar],
  ])('each has a text in %s', (_language, dictionary) => {
    expect(missingTexts(paths, dictionary)).toEqual([]);
  });

  it('reports a key or a code that has no text, with the file that uses it', () => {
    const source = {
      path: 'src/server/example.ts',
      text: "throw validationError({ name: 'validation.notWritten' }); throw new ApiError(400, 'otp.notWritten', 'No.');",
    };
    expect(missingTexts(messagePaths([source]), en)).toEqual([
      'validation.notWritten (src/server/example.ts)',
      'errors.otp.notWritten (src/server/example.ts)',
    ]);
  });

  it('keeps the bound in the texts of bounded rules', () => {
    for (const rule of ['maxLength', 'min', 'max', 'maxItems'] as const) {
      expect(en.validation[rule]).toContain('{{value}}');
      expect(ar.validation[rule]).toContain('{{value}}');
    }
  });
});
