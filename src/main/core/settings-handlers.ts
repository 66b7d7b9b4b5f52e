/**
 * The settings screen's channels (`settings:get`, `settings:save`, `settings:testConnection`).
 * TO BE BUILT (issue 14, settings): this file is the place; the stubs below keep the contract compiling.
 */
import { ApiError } from './api-client';
import type { IpcHandlers } from './handlers';

type SettingsChannel = 'settings:get' | 'settings:save' | 'settings:testConnection';

const notBuilt = (): never => {
  throw new ApiError({ code: 'internal', message: 'Settings are not built yet.' });
};

export function createSettingsHandlers(): Pick<IpcHandlers, SettingsChannel> {
  return { 'settings:get': async () => notBuilt(), 'settings:save': async () => notBuilt(), 'settings:testConnection': async () => notBuilt() };
}
