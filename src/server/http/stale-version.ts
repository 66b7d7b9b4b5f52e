import { ApiError } from './api-error';

/**
 * Optimistic concurrency, one answer for every record that carries a `version` (projects, causes,
 * the table resources of services/content/crud.ts, the classes of services/store/class-store.ts):
 * a write whose `version` is not the current one changes nothing and answers 409 `conflict`, so a
 * save from a stale copy never overwrites another admin's change. A write without `version`
 * proceeds (older clients).
 */
const STALE_VERSION_MESSAGE = 'This record was changed by someone else. Reload it and try again.';

export const staleVersion = () => new ApiError(409, 'conflict', STALE_VERSION_MESSAGE);

/** Appended to the OpenAPI description of every route that takes `version`. */
export const conflictNote = ' A `version` that is not the current one answers 409 `conflict`; without `version` the write proceeds.';
