/**
 * The shape of main's side of the IPC contract: a handler per channel, taking the channel's
 * arguments as its schema outputs them. Its own module, so that each handler file and
 * handlers.ts, which puts them together, import it without importing one another.
 */
import type { z } from 'zod';
import type { IpcChannel, IpcHostResults, ipcArgSchemas } from '../../shared/ipc';

/** A handler per channel, taking the channel's arguments as its schema outputs them. */
export type IpcHandlers = {
  [C in IpcChannel]: (args: z.output<(typeof ipcArgSchemas)[C]>) => Promise<IpcHostResults[C]>;
};
