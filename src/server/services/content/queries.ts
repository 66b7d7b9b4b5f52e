/** Reads of the content lists the client loads at start-up (spec 2.1 and 7.1). */
import { asc } from 'drizzle-orm';
import type { Activity } from '../../../shared/entities/activity';
import type { Mno } from '../../../shared/entities/mno';
import type { Organization } from '../../../shared/entities/organization';
import type { Queryable } from '../../db/database';
import { activities, mnos, organizations } from '../../db/schema';

export function listOrganizations(db: Queryable): Promise<Organization[]> {
  return db.select().from(organizations).orderBy(asc(organizations.order), asc(organizations.id));
}

export function listActivities(db: Queryable): Promise<Activity[]> {
  return db.select().from(activities).orderBy(asc(activities.order), asc(activities.id));
}

export function listMnos(db: Queryable): Promise<Mno[]> {
  return db.select().from(mnos).orderBy(asc(mnos.id));
}
