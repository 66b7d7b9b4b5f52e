import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import rendererConfig from './vite.renderer.config';

export default defineConfig({
  main: {
    build: {
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          // The platform server, started by the app in a utilityProcess in local mode.
          server: resolve(__dirname, 'src/server/cli.ts'),
        },
      },
    },
  },
  preload: {
    build: { rollupOptions: { input: { index: resolve(__dirname, 'src/preload/index.ts') } } },
  },
  renderer: rendererConfig,
});
