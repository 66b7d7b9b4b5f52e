/**
 * What a listed page was made from, by name (the landing-pages list names the record, not its
 * id): the names a project or case has now, a memorial's name (one, for both languages), a
 * campaign's own name (its pages are its record); null for a record deleted since. Read for a
 * whole page of the list at once: one query per kind of record on it.
 */
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { causes, projects } from '../../db/schema';
import { memorials } from '../../db/schema/store';
import type { LandingPageRow } from './page-store';

export interface SourceNames {
  nameAR: string;
  nameEN: string;
}

const numericIds = (rows: readonly LandingPageRow[], kind: 'project' | 'cause') =>
  rows.flatMap((row) => (row.kind === kind && row.sourceId !== null && /^\d{1,15}$/.test(row.sourceId) ? [Number(row.sourceId)] : []));

/** The source names of each row, by its objectId. */
export async function sourceNamesOf(db: Queryable, rows: readonly LandingPageRow[]): Promise<Map<string, SourceNames | null>> {
  const projectIds = numericIds(rows, 'project');
  const causeIds = numericIds(rows, 'cause');
  const memorialIds = rows.flatMap((row) => (row.kind === 'memorial' && row.sourceId !== null ? [row.sourceId] : []));
  const [projectNames, causeNames, memorialNames] = await Promise.all([
    projectIds.length === 0 ? [] : db.select({ id: projects.id, nameAR: projects.nameAR, nameEN: projects.nameEN }).from(projects).where(inArray(projects.id, projectIds)),
    causeIds.length === 0 ? [] : db.select({ id: causes.id, nameAR: causes.nameAR, nameEN: causes.nameEN }).from(causes).where(inArray(causes.id, causeIds)),
    memorialIds.length === 0 ? [] : db.select({ id: memorials.objectId, name: memorials.name }).from(memorials).where(inArray(memorials.objectId, memorialIds)),
  ]);
  const byKind = {
    project: new Map(projectNames.map(({ id, nameAR, nameEN }) => [String(id), { nameAR, nameEN }])),
    cause: new Map(causeNames.map(({ id, nameAR, nameEN }) => [String(id), { nameAR, nameEN }])),
    memorial: new Map(memorialNames.map(({ id, name }) => [id, { nameAR: name, nameEN: name }])),
  };
  return new Map(
    rows.map((row) => [
      row.objectId,
      row.kind === 'campaign' ? { nameAR: row.name, nameEN: row.name } : row.sourceId === null ? null : (byKind[row.kind].get(row.sourceId) ?? null),
    ]),
  );
}
