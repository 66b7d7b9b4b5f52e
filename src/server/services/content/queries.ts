/** The operators list (the registry's `mnos`, served by the content service): read only, by id. */
import { asc } from 'drizzle-orm';
import type { Mno } from '../../../shared/entities/mno';
import type { Queryable } from '../../db/database';
import { mnos } from '../../db/schema';

export function listMnos(db: Queryable): Promise<Mno[]> {
  return db.select().from(mnos).orderBy(asc(mnos.id));
}
