/**
 * The renderer build, shared by the Electron build (electron.vite.config.ts) and browser
 * mode (`npm run build:renderer`). It also emits `web-bridge.js`, the browser-mode
 * stand-in for the preload; the Electron window never loads it.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { reactAsEsm } from './scripts/vite-react-as-esm';

const root = resolve(__dirname, 'src/renderer');

const rendererConfig: UserConfig = {
  root,
  base: '/',
  plugins: [react(), reactAsEsm()],
  build: {
    outDir: resolve(__dirname, 'out/renderer'),
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    // Electron's Chromium (and the browsers of browser mode) support modulepreload natively.
    modulePreload: { polyfill: false },
    // The login chunk (below) is about 320 kB before gzip; its real budget is the gzip size that
    // `npm run bench:startup` prints against its target.
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      input: {
        index: resolve(root, 'index.html'),
        'web-bridge': resolve(__dirname, 'src/preload/web.ts'),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'web-bridge' ? 'web-bridge.js' : 'assets/[name]-[hash].js'),
        codeSplitting: {
          groups: [
            {
              // Everything the login screen imports statically, in one file: fewer requests, and one
              // gzip stream compresses better than a dozen small shared chunks. The web bridge is an
              // entry of its own and stays standalone.
              name: 'login',
              tags: ['$initial'],
              test: (id: string) => !/src[\\/](preload|shared[\\/]ipc-channels)[\\/.]/.test(id),
            },
          ],
        },
      },
    },
  },
};

export default rendererConfig;
