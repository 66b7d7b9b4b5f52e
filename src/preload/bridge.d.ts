/**
 * `window.backoffice`, installed by the Electron preload (src/preload/index.ts) or, in
 * browser mode, by the web bridge (src/preload/web.ts). The renderer's only way out.
 */
import type { BackofficeBridge } from '../shared/ipc';

declare global {
  interface Window {
    readonly backoffice: BackofficeBridge;
  }
}

export {};
