/**
 * Records found by name for the command palette: one statement, a branch per resource (its best
 * matches, prefix matches first, then the most recently changed), ranked together here.
 *
 * Names are compared folded the shared way (search-text.ts: alef forms, taa marbuta, alef
 * maqsura, tashkeel, tatweel, Latin case) with Arabic-Indic digits as Latin ones:
 * - where a table keeps a folded twin (`*_search`: keywords, memorial persons, landing pages) the
 *   twin is compared as it is, so a search reads stored values; the twin keeps digits as typed,
 *   so a term with digits is looked for with Latin and with Arabic-Indic digits;
 * - the other names (projects, cases, catalogues, ambassadors, teams, notes, admins) have no twin
 *   yet and are folded in the statement, digits included.
 * A record matches when one of its names holds every word of the term, in any order (`LIKE
 * '%word%'` each): what a trigram index on a twin serves; until one exists it reads the table.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordSearchHit } from '../../../shared/entities/record-search';
import { arabicIndicDigits, recordSearchTermOf, RECORD_SEARCH_RESOURCES, type RecordSearchResource } from '../../../shared/record-search-text';
import { registry, screenPath, type ResourceName } from '../../../shared/registry';
import { SEARCH_FOLD } from '../../../shared/search-text';
import type { Queryable } from '../../db/database';
import {
  activities,
  ambassadors,
  banners,
  causes,
  keywords,
  landingPages,
  memorials,
  organizations,
  projects,
  ramadanNotes,
  teams,
  users,
} from '../../db/schema';
import { rowsOf } from '../../db/sql-rows';

/** Every searched resource is a registry resource (checked by the compiler). */
const _everyOneARegistryResource: readonly ResourceName[] = RECORD_SEARCH_RESOURCES;

/** A name column, and its folded twin where the table keeps one. */
interface NameColumn {
  column: AnyPgColumn;
  twin?: AnyPgColumn;
}

interface SearchSource {
  resource: RecordSearchResource;
  table: PgTable;
  id: AnyPgColumn;
  /** One name, or the Arabic and the English one; all twins or none. */
  names: readonly NameColumn[];
  /** Among matches that rank alike: the newest change first (or the catalogue's own order). */
  recency: readonly [column: AnyPgColumn, direction: 'asc' | 'desc'];
  /** Only these rows (admins among the users). */
  only?: SQL;
}

const newest = (column: AnyPgColumn) => [column, 'desc'] as const;
const SOURCES: readonly SearchSource[] = [
  { resource: 'projects', table: projects, id: projects.id, names: [{ column: projects.nameAR }, { column: projects.nameEN }], recency: newest(projects.updatedAt) },
  { resource: 'causes', table: causes, id: causes.id, names: [{ column: causes.nameAR }, { column: causes.nameEN }], recency: newest(causes.updatedAt) },
  { resource: 'memorials', table: memorials, id: memorials.objectId, names: [{ column: memorials.name, twin: memorials.nameSearch }], recency: newest(memorials.updatedAt) },
  { resource: 'keywords', table: keywords, id: keywords.objectId, names: [{ column: keywords.title, twin: keywords.titleSearch }], recency: newest(keywords.updatedAt) },
  { resource: 'landingPages', table: landingPages, id: landingPages.objectId, names: [{ column: landingPages.name, twin: landingPages.nameSearch }], recency: newest(landingPages.updatedAt) },
  { resource: 'ambassadors', table: ambassadors, id: ambassadors.objectId, names: [{ column: ambassadors.name }], recency: newest(ambassadors.updatedAt) },
  { resource: 'banners', table: banners, id: banners.id, names: [{ column: banners.nameAR }, { column: banners.nameEN }], recency: newest(banners.updatedAt) },
  { resource: 'activities', table: activities, id: activities.id, names: [{ column: activities.nameAR }, { column: activities.nameEN }], recency: [activities.order, 'asc'] },
  { resource: 'organizations', table: organizations, id: organizations.id, names: [{ column: organizations.nameAR }, { column: organizations.nameEN }], recency: [organizations.order, 'asc'] },
  { resource: 'teams', table: teams, id: teams.objectId, names: [{ column: teams.Name }], recency: newest(teams.updatedAt) },
  { resource: 'ramadanNotes', table: ramadanNotes, id: ramadanNotes.objectId, names: [{ column: ramadanNotes.name }], recency: newest(ramadanNotes.updatedAt) },
  { resource: 'adminUsers', table: users, id: users.objectId, names: [{ column: users.name }], recency: newest(users.updatedAt), only: sql`${users.role} = 'admin'` },
];

/**
 * The shared folding with the digits folded too, as SQL `translate()` takes it: the letters'
 * pairs, then each Arabic-Indic and Persian digit to its Latin one, then the marks that are removed
 * (the characters of `from` beyond the end of `to`).
 */
const LETTERS = SEARCH_FOLD.to.length;
const OTHER_DIGITS = [...Array(10).keys()].map((n) => String.fromCharCode(0x0660 + n)).join('') + [...Array(10).keys()].map((n) => String.fromCharCode(0x06f0 + n)).join('');
const FOLD_FROM = SEARCH_FOLD.from.slice(0, LETTERS) + OTHER_DIGITS + SEARCH_FOLD.from.slice(LETTERS);
const FOLD_TO = SEARCH_FOLD.to + '0123456789'.repeat(2);

/**
 * What each character of a folded term may be stored as: itself, and every character folded to
 * it (ا: ا أ إ آ ٱ; ه: ه ة; a: a A; 1: 1 ١ ۱). A name whose folding holds the term holds one of
 * these for each character of the term: looking for them first (`strpos`, cheap) leaves the
 * folding, the costly part, to the few names that can match.
 */
const STORED_AS = new Map<string, string[]>();
[...FOLD_TO].forEach((to, index) => STORED_AS.set(to, [...(STORED_AS.get(to) ?? [to]), FOLD_FROM[index]!]));
const storedForms = (term: string): string[][] => [...new Set(term.replaceAll(' ', ''))].map((char) => STORED_AS.get(char) ?? [char]);

/** LIKE's own characters in a term, escaped so they match themselves. */
const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

const anyOf = (conditions: SQL[]): SQL => (conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`);
const allOf = (conditions: SQL[]): SQL => (conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` and `)})`);

/** Every word in the folded name, in any order (each word in each of its forms). */
const holdsEveryWord = (folded: SQL, words: readonly string[], forms: (word: string) => string[]) =>
  allOf(words.map((word) => anyOf(forms(word).map((form) => sql`${folded} like ${`%${likeEscaped(form)}%`}`))));
const startsWith = (folded: SQL, term: string, forms: (word: string) => string[]) =>
  anyOf(forms(term).map((form) => sql`${folded} like ${`${likeEscaped(form)}%`}`));

/** A twin keeps digits as typed: a word is looked for with Latin and with Arabic-Indic digits. */
const twinForms = (word: string) => {
  const withArabicDigits = arabicIndicDigits(word);
  return withArabicDigits === word ? [word] : [word, withArabicDigits];
};
const foldedForms = (word: string) => [word];

/**
 * One resource's best `limit` matches (every word of the term in one of its names, in any order):
 * its id and names, those whose name starts with the term first, then by `recency`.
 */
function branch(source: SearchSource, term: string, limit: number): SQL {
  const words = term.split(' ');
  const [first, second] = source.names;
  const nameB = second ? sql`${second.column}` : sql`null`;
  const [recencyColumn, direction] = source.recency;
  const order = direction === 'desc' ? sql`desc` : sql`asc`;
  const only = source.only ? sql` and ${source.only}` : sql``;
  if (source.names.every((name) => name.twin)) {
    const twins = source.names.map((name) => sql`${name.twin!}`);
    const matches = anyOf(twins.map((twin) => holdsEveryWord(twin, words, twinForms)));
    const starts = anyOf(twins.map((twin) => startsWith(twin, term, twinForms)));
    return sql`(select ${source.resource}::text as resource, ${source.id}::text as id, ${first!.column} as name_a, ${nameB}::text as name_b
      from ${source.table} where ${matches}${only}
      order by case when ${starts} then 0 else 1 end, ${recencyColumn} ${order} limit ${limit})`;
  }
  // Folded here, once a row (the `offset 0` keeps the planner from folding again for each word),
  // and only for the rows that hold, in one of their names, a stored form of each character of the term.
  const characters = storedForms(term);
  const raw = source.names.map((name) => sql`coalesce(${name.column}, '')`);
  const candidates = anyOf(raw.map((name) => allOf(characters.map((forms) => anyOf(forms.map((form) => sql`strpos(${name}, ${form}) > 0`))))));
  const fold = (name: SQL) => sql`translate(${name}, ${FOLD_FROM}, ${FOLD_TO})`;
  const folded = source.names.map((_, index) => sql.raw(`folded_${index}`));
  const matches = anyOf(folded.map((name) => holdsEveryWord(name, words, foldedForms)));
  const starts = anyOf(folded.map((name) => startsWith(name, term, foldedForms)));
  return sql`(select ${source.resource}::text as resource, id, name_a, name_b from (
      select ${source.id}::text as id, ${first!.column} as name_a, ${nameB}::text as name_b, ${recencyColumn} as recency,
        ${sql.join(raw.map((name, index) => sql`${fold(name)} as ${folded[index]!}`), sql`, `)}
      from ${source.table} where ${candidates}${only} offset 0) as candidates
    where ${matches}
    order by case when ${starts} then 0 else 1 end, recency ${order} limit ${limit})`;
}

interface MatchRow {
  resource: RecordSearchResource;
  id: string;
  name_a: string | null;
  name_b: string | null;
}

/**
 * How well a name matches a term, best first: the whole name, its start, the start of one of
 * its words, anywhere, its words in another order; null when a word is missing.
 */
function rankOf(name: string | null, term: string): number | null {
  if (!name) return null;
  const folded = recordSearchTermOf(name);
  if (folded === term) return 0;
  if (folded.startsWith(term)) return 1;
  if (folded.includes(` ${term}`)) return 2;
  if (folded.includes(term)) return 3;
  return term.split(' ').every((word) => folded.includes(word)) ? 4 : null;
}

/** The screen that shows a record: its edit screen, or (keywords, landing pages) its list searched for its name. */
function pathOf(resource: RecordSearchResource, id: string, name: string): string {
  const screens: { list: string; edit?: string } = registry[resource].screens;
  return screens.edit ? screenPath(screens.edit, id) : `${screens.list}?${new URLSearchParams({ search: name })}`;
}

/**
 * Records with every word of the term in a name, best first: a whole-name match, then a name that
 * starts with the term, then a word that does, then anywhere, then its words in another order; among those alike, by resource (projects, cases,
 * memorial persons, …) and each resource's newest first. Two matches that open the same screen
 * (a landing page's Arabic and English pages of one name) are one.
 */
export async function searchRecords(db: Queryable, text: string, limit: number): Promise<RecordSearchHit[]> {
  const term = recordSearchTermOf(text);
  if (!term) return [];
  const statement = sql.join(
    SOURCES.map((source) => branch(source, term, limit)),
    sql` union all `,
  );
  const rows = rowsOf<MatchRow>(await db.execute(statement));
  const order = new Map(RECORD_SEARCH_RESOURCES.map((resource, index) => [resource, index]));
  const ranked = rows.flatMap((row, position) => {
    const candidates = [row.name_a, row.name_b]
      .map((name) => ({ name, rank: rankOf(name, term) }))
      .filter((candidate): candidate is { name: string; rank: number } => candidate.rank !== null)
      .sort((a, b) => a.rank - b.rank);
    const best = candidates[0];
    // A name the statement matched but the JS folding does not (a character folded by one side only) still counts, last.
    const name = best?.name ?? row.name_a ?? row.name_b ?? '';
    return [{ hit: { resource: row.resource, id: row.id, name, path: pathOf(row.resource, row.id, name) }, rank: best?.rank ?? 5, position }];
  });
  ranked.sort((a, b) => a.rank - b.rank || order.get(a.hit.resource)! - order.get(b.hit.resource)! || a.position - b.position);
  const seen = new Set<string>();
  const hits: RecordSearchHit[] = [];
  for (const { hit } of ranked) {
    if (seen.has(hit.path)) continue;
    seen.add(hit.path);
    hits.push(hit);
    if (hits.length === limit) break;
  }
  return hits;
}
