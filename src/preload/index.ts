/**
 * The Electron preload: installs `window.backoffice` in the isolated world. It exposes one
 * function, `invoke`, restricted to the channels of the contract, never ipcRenderer itself,
 * so a compromised page cannot send arbitrary IPC messages.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { BackofficeBridge } from '../shared/ipc';
// Not ../shared/ipc itself: it loads zod, and a sandboxed preload cannot load packages.
import { BRIDGE_GLOBAL, isIpcChannel, unknownChannelResponse } from '../shared/ipc-channels';

const bridge: BackofficeBridge = {
  invoke(channel, args) {
    if (!isIpcChannel(channel)) return Promise.resolve(unknownChannelResponse(channel));
    return ipcRenderer.invoke(channel, args);
  },
};

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
