/**
 * What every search of records reads: a folded twin of each searched text column and a trigram
 * index on it. The twin (`title` → `title_search`, key `titleSearch`) is the text as
 * src/shared/search-text.ts folds it, kept by the database on every write; a search folds its term
 * in JS the same way and compares it with `LIKE '%term%'`, which the trigram index (`pg_trgm`,
 * migration 0013; PGlite loads it in db/database.ts) answers without reading every row. So neither
 * side folds rows at query time, and a list of a hundred thousand is searched in its index.
 *
 * Used by the server-mode lists (services/resources/list-page.ts), the command palette's record
 * search (services/search/record-search.ts) and the Activity screen (record history).
 */
import { sql } from 'drizzle-orm';
import { index, text, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { SEARCH_FOLD } from '../../../shared/search-text';

/**
 * The folded twin of a text column, by its SQL name. The mapping is the shared one, written into
 * the migration: changing it needs a migration that recreates the twins.
 */
export const searchTextColumn = (source: string, options: { nullable?: boolean } = {}) =>
  text(`${source}_search`)
    .notNull()
    .generatedAlwaysAs(
      // A column that may be null is searched as '' (matching no term) rather than keeping a null twin.
      sql.raw(`translate(${options.nullable ? `coalesce(${source}, '')` : source}, '${SEARCH_FOLD.from}', '${SEARCH_FOLD.to}')`),
    );

/**
 * The trigram index of a twin: `LIKE '%…%'` on it reads the index (GIN, `gin_trgm_ops`). Without
 * GIN's pending list (`fastupdate` off): a write puts its name's trigrams in the index at once
 * (a fraction of a millisecond more), where the list would make every search read, row by row,
 * what was written since the last VACUUM, and PGlite never vacuums on its own (100,000 keywords
 * bulk-loaded: a rare name's search 10 ms with the list, under 1 ms without).
 */
export const searchTextIndex = (name: string, twin: ExtraConfigColumn) => index(name).using('gin', twin.op('gin_trgm_ops')).with({ fastupdate: false });

/** The twins of a bilingual record's two names (`name_ar`, `name_en`), which the record search reads. */
export const nameSearchColumns = () => ({
  nameARSearch: searchTextColumn('name_ar'),
  nameENSearch: searchTextColumn('name_en'),
});

/** The trigram indexes of a table's two name twins: `<table>_name_ar_trgm`, `<table>_name_en_trgm`. */
export const nameSearchIndexes = (tableName: string, table: { nameARSearch: ExtraConfigColumn; nameENSearch: ExtraConfigColumn }) => [
  searchTextIndex(`${tableName}_name_ar_trgm`, table.nameARSearch),
  searchTextIndex(`${tableName}_name_en_trgm`, table.nameENSearch),
];
