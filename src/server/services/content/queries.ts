/** Reads of the content lists that have no resource descriptor (spec 7.1). */
import { asc } from 'drizzle-orm';
import type { Mno } from '../../../shared/entities/mno';
import type { Queryable } from '../../db/database';
import { mnos } from '../../db/schema';

export function listMnos(db: Queryable): Promise<Mno[]> {
  return db.select().from(mnos).orderBy(asc(mnos.id));
}
