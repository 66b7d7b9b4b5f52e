/**
 * The renderer build, shared by the Electron build (electron.vite.config.ts) and browser
 * mode (`npm run build:renderer`). It also emits `web-bridge.js`, the browser-mode
 * stand-in for the preload; the Electron window never loads it.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

const root = resolve(__dirname, 'src/renderer');

const rendererConfig: UserConfig = {
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir: resolve(__dirname, 'out/renderer'),
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    rollupOptions: {
      input: {
        index: resolve(root, 'index.html'),
        'web-bridge': resolve(__dirname, 'src/preload/web.ts'),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'web-bridge' ? 'web-bridge.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
};

export default rendererConfig;
