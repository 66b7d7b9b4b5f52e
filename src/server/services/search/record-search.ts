/**
 * Records found by name for the command palette: one statement, a branch per resource (its best
 * matches, prefix matches first, then the most recently changed), ranked together here.
 *
 * Names are compared folded the shared way (search-text.ts: alef forms, taa marbuta, alef maqsura,
 * tashkeel, tatweel, Latin case, Arabic-Indic and Persian digits as ASCII): every searched name
 * has its folded twin (`*_search`, db/schema/search-text-columns.ts), compared as stored with the
 * term folded in JS, so no row is folded at query time. A record matches when one of its names
 * holds every word of the term, in any order (`LIKE '%word%'` each): what the twin's trigram index
 * (`*_trgm`, GIN) answers, one index scan per name, instead of a read of the table (the admins,
 * a handful among the app's users, are read by role and their twins compared there).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordSearchHit } from '../../../shared/entities/record-search';
import { RECORD_SEARCH_RESOURCES, type RecordSearchResource } from '../../../shared/record-search-text';
import { registry, screenPath, type ResourceName } from '../../../shared/registry';
import { searchTermOf } from '../../../shared/search-text';
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

/** A name as answered, and its folded twin, which the search reads. */
interface NameColumn {
  column: AnyPgColumn;
  twin: AnyPgColumn;
}

interface SearchSource {
  resource: RecordSearchResource;
  table: PgTable;
  id: AnyPgColumn;
  /** One name, or the Arabic and the English one. */
  names: readonly NameColumn[];
  /** Among matches that rank alike: the newest change first (or the catalogue's own order). */
  recency: readonly [column: AnyPgColumn, direction: 'asc' | 'desc'];
  /** Only these rows (admins among the users). */
  only?: SQL;
}

const newest = (column: AnyPgColumn) => [column, 'desc'] as const;
const bothNames = (table: { nameAR: AnyPgColumn; nameARSearch: AnyPgColumn; nameEN: AnyPgColumn; nameENSearch: AnyPgColumn }): NameColumn[] => [
  { column: table.nameAR, twin: table.nameARSearch },
  { column: table.nameEN, twin: table.nameENSearch },
];
const SOURCES: readonly SearchSource[] = [
  { resource: 'projects', table: projects, id: projects.id, names: bothNames(projects), recency: newest(projects.updatedAt) },
  { resource: 'causes', table: causes, id: causes.id, names: bothNames(causes), recency: newest(causes.updatedAt) },
  { resource: 'memorials', table: memorials, id: memorials.objectId, names: [{ column: memorials.name, twin: memorials.nameSearch }], recency: newest(memorials.updatedAt) },
  { resource: 'keywords', table: keywords, id: keywords.objectId, names: [{ column: keywords.title, twin: keywords.titleSearch }], recency: newest(keywords.updatedAt) },
  { resource: 'landingPages', table: landingPages, id: landingPages.objectId, names: [{ column: landingPages.name, twin: landingPages.nameSearch }], recency: newest(landingPages.updatedAt) },
  { resource: 'ambassadors', table: ambassadors, id: ambassadors.objectId, names: [{ column: ambassadors.name, twin: ambassadors.nameSearch }], recency: newest(ambassadors.updatedAt) },
  { resource: 'banners', table: banners, id: banners.id, names: bothNames(banners), recency: newest(banners.updatedAt) },
  { resource: 'activities', table: activities, id: activities.id, names: bothNames(activities), recency: [activities.order, 'asc'] },
  { resource: 'organizations', table: organizations, id: organizations.id, names: bothNames(organizations), recency: [organizations.order, 'asc'] },
  { resource: 'teams', table: teams, id: teams.objectId, names: [{ column: teams.Name, twin: teams.NameSearch }], recency: newest(teams.updatedAt) },
  { resource: 'ramadanNotes', table: ramadanNotes, id: ramadanNotes.objectId, names: [{ column: ramadanNotes.name, twin: ramadanNotes.nameSearch }], recency: newest(ramadanNotes.updatedAt) },
  { resource: 'adminUsers', table: users, id: users.objectId, names: [{ column: users.name, twin: users.nameSearch }], recency: newest(users.updatedAt), only: sql`${users.role} = 'admin'` },
];

/** LIKE's own characters in a term, escaped so they match themselves. */
const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

const anyOf = (conditions: SQL[]): SQL => (conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`);
const allOf = (conditions: SQL[]): SQL => (conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` and `)})`);

/** Every word in the twin, in any order. */
const holdsEveryWord = (twin: AnyPgColumn, words: readonly string[]) => allOf(words.map((word) => sql`${twin} like ${`%${likeEscaped(word)}%`}`));
const startsWith = (twin: AnyPgColumn, term: string) => sql`${twin} like ${`${likeEscaped(term)}%`}`;

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
  const matches = anyOf(source.names.map((name) => holdsEveryWord(name.twin, words)));
  const starts = anyOf(source.names.map((name) => startsWith(name.twin, term)));
  return sql`(select ${source.resource}::text as resource, ${source.id}::text as id, ${first!.column} as name_a, ${nameB}::text as name_b
    from ${source.table} where ${matches}${only}
    order by case when ${starts} then 0 else 1 end, ${recencyColumn} ${order} limit ${limit})`;
}

/** The statement of a search: each resource's best `limit` matches of a folded term (searchTermOf), one after the other. */
export const recordSearchStatement = (term: string, limit: number): SQL =>
  sql.join(
    SOURCES.map((source) => branch(source, term, limit)),
    sql` union all `,
  );

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
  const folded = searchTermOf(name);
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
  const term = searchTermOf(text);
  if (!term) return [];
  const rows = rowsOf<MatchRow>(await db.execute(recordSearchStatement(term, limit)));
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
