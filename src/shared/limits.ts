/**
 * How much one request may carry, stated once for every layer that checks it: the IPC contract
 * (ipc.ts), main, the browser host and the server.
 */

/** Largest body a create or update may carry (the server validates its content). */
export const MAX_RESOURCE_BODY_BYTES = 256 * 1024;

/** Most records one bulk delete names (`DELETE path/bulk`, `resource:bulkDelete`). */
export const BULK_DELETE_MAX = 1000;

/** Most names one CSV column may carry (its values are ids of a catalogue: categories, organizations). */
export const MAX_CSV_NAMES = 5_000;
/** Most columns a CSV export or a report's CSV has. */
export const MAX_CSV_COLUMNS = 50;
/** Most rows a report's CSV holds: a keyword report has one per day of at most 366, a report one per keyword. */
export const MAX_REPORT_CSV_ROWS = 10_000;

/** Longest piece of a statement CSV sent in one `sms:import` call (characters; fits the browser host's body limit). */
export const SMS_IMPORT_PART_MAX = 128 * 1024;
/** Refused rows an import lists with their line number (the count goes on beyond). */
export const SMS_IMPORT_REFUSED_LISTED = 200;
