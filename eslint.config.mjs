import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Raw Electron IPC stays inside the two wrappers that implement the typed contract. */
const rawIpc = {
  selector: 'ImportSpecifier[imported.name=/^ipc(Main|Renderer)$/], MemberExpression[property.name=/^ipc(Main|Renderer)$/]',
  message: 'Use the typed IPC contract (src/shared/ipc.ts); raw ipcMain/ipcRenderer belong only in src/main/ipc.ts and src/preload/index.ts.',
};

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
      'no-restricted-imports': ['error', { patterns: [{ group: ['electron', 'node:*', 'fs', 'path'], message: 'The renderer reaches the system only through window.backoffice.' }] }],
    },
  },
);
