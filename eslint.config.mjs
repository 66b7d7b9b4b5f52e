import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Raw Electron IPC stays inside the two wrappers that implement the typed contract. */
const rawIpc = {
  selector: 'ImportSpecifier[imported.name=/^ipc(Main|Renderer)$/], MemberExpression[property.name=/^ipc(Main|Renderer)$/]',
  message: 'Use the typed IPC contract (src/shared/ipc.ts); raw ipcMain/ipcRenderer belong only in src/main/ipc.ts and src/preload/index.ts.',
};

/**
 * The layers (ARCHITECTURE.md §1, §4) and what each may not import. `src/shared` is the contract
 * every layer reads, so it reads none of them and no system API; main's core is host-neutral, so
 * it knows no Electron and none of main's glue; the renderer reaches the rest only through
 * window.backoffice; the server is a program of its own. An import is matched by its text, so a
 * relative path that climbs into another layer's folder is caught however deep it starts.
 */
const layerFolder = (folders) => `^(\\.{1,2}/)+(src/)?(${folders})(/|$)`;
const systemModules = ['electron', 'electron/*', 'node:*', 'fs', 'fs/*', 'path', 'os', 'child_process', 'http', 'https', 'net', 'crypto'];
const layers = [
  {
    files: ['src/shared/**/*.ts'],
    regex: layerFolder('main|server|renderer|preload'),
    group: systemModules,
    message: 'src/shared is the contract every layer reads: it imports no other layer and no Node, Electron or DOM API.',
  },
  {
    files: ['src/main/core/**/*.ts'],
    // The glue beside core (index, window, ipc, browser host) is Electron's or the browser host's.
    regex: `${layerFolder('server|renderer|preload')}|^\\.\\./(index|window|ipc|browser-host)$`,
    group: ['electron', 'electron/*'],
    message: "src/main/core is host-neutral: no Electron and none of main's glue (the hosts inject what they provide).",
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    regex: layerFolder('main|server|preload'),
    group: systemModules,
    message: 'The renderer reaches the system, main and the server only through window.backoffice (src/shared/ipc.ts).',
  },
  {
    files: ['src/server/**/*.ts'],
    regex: layerFolder('main|renderer|preload'),
    group: ['electron', 'electron/*'],
    message: 'The platform server is a program of its own: it shares only src/shared with the client.',
  },
];
const layerRules = layers.map(({ files, regex, group, message }) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }, { group, message }] }] },
}));

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'src/server/db/migrations/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
    rules: {
      'no-restricted-syntax': ['error', rawIpc],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/main/ipc.ts', 'src/preload/index.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...layerRules,
);
