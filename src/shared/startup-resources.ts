import type { ResourceName } from './registry';

/**
 * The lists the shell loads at start (spec 2.1): organizations, activities and operators. A file
 * of its own (ipc.ts re-exports it) so the app can start fetching them at sign-in, while the
 * shell's code still loads, without loading zod.
 */
export const startupResources = ['organizations', 'activities', 'mnos'] as const satisfies readonly ResourceName[];
