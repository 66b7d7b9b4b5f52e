/**
 * The dictionaries' sections held one per file: `en/<section>.ts` exports the English section
 * under the file's name (`export const selectedVideos = { … }`) and adds its type to
 * `SectionFiles` below; `ar/<section>.ts` exports the Arabic one, typed by it
 * (`Dictionary['selectedVideos']`). Each language's `index.ts` finds its section files by
 * themselves (`import.meta.glob`), so a new section is its two files and nothing else; the
 * sections a file holds several of (common.ts, messages.ts, shell.ts) are composed in the index.
 */

/**
 * The type of every section held in a file of its own, each added by its English file:
 *
 * ```ts
 * declare module '../sectionFiles' {
 *   interface SectionFiles { selectedVideos: typeof selectedVideos }
 * }
 * ```
 *
 * (A file that TypeScript does not see adds nothing: the programs that use the dictionaries
 * include `src/renderer/src/i18n/en` and `ar` whole.)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the section files
export interface SectionFiles {}

/** What a language's folder holds that are not section files: the index, the login's subsets and the files of several sections. */
export const NOT_SECTION_FILES: readonly string[] = ['index.ts', 'loginSections.ts', 'signInValidation.ts', 'common.ts', 'messages.ts', 'shell.ts'];

type Modules = Record<string, Record<string, unknown>>;

/** The sections of the section files found (`./selectedVideos.ts` → `selectedVideos`); a file without its section is an error at start. */
export function sectionsOf(modules: Modules): SectionFiles {
  const sections: Record<string, unknown> = {};
  for (const [path, module] of Object.entries(modules)) {
    const name = /([^/]+)\.ts$/.exec(path)?.[1];
    if (!name || typeof module[name] !== 'object') throw new Error(`${path} does not export its section, ${name}`);
    sections[name] = module[name];
  }
  // Each file's type is in SectionFiles (its own declaration); dictionaries.test.ts holds both languages to the same keys.
  return sections as unknown as SectionFiles;
}

interface NodeProcess {
  getBuiltinModule?(id: string): unknown;
}

/**
 * The section files beside a module, read by Node where no Vite collects them (the scripts that
 * run under tsx: `npm run screenshots`, `npm run bench:startup`). Never reached in the app: Vite
 * replaces the `import.meta.glob` of the index files.
 */
export function sectionFilesBeside(moduleUrl: string): Modules {
  const node = (globalThis as { process?: NodeProcess }).process;
  const fs = node?.getBuiltinModule?.('node:fs') as { readdirSync(path: URL): string[] } | undefined;
  const nodeModule = node?.getBuiltinModule?.('node:module') as { createRequire(url: string): (id: string) => Record<string, unknown> } | undefined;
  if (!fs || !nodeModule) throw new Error('The dictionaries are collected by Vite (import.meta.glob) or, in Node, read from their folder');
  const load = nodeModule.createRequire(moduleUrl);
  const files = fs.readdirSync(new URL('.', moduleUrl)).filter((name) => name.endsWith('.ts') && !NOT_SECTION_FILES.includes(name));
  return Object.fromEntries(files.map((name) => [`./${name}`, load(`./${name}`)]));
}
