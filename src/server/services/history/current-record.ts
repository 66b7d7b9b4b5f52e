/**
 * A record as the API answers it now, by resource name and id: what a version is reconstructed
 * from (routes.ts, GET /history/entries/{id}/version).
 */
import { eq } from 'drizzle-orm';
import { entryOf, resourceNames, type ResourceName } from '../../../shared/registry';
import type { Queryable } from '../../db/database';
import { landingPages } from '../../db/schema';
import { toUserDto, findUserById } from '../auth/users';
import { causesOwner, projectsOwner } from '../content/payable/owners';
import { readRecord } from '../content/payable/record-json';
import { bindingOf, type BoundResourceName } from '../resources/bindings';
import { ApiError } from '../../http/api-error';

type Values = Record<string, unknown>;

/** Resources with a history: every registry resource, and the publications. */
export const historyResources: readonly string[] = [...resourceNames, 'publications'];

const asJson = (row: unknown): Values => JSON.parse(JSON.stringify(row)) as Values;
const gone = () => new ApiError(404, 'notFound', 'gone');

/** The record now (null: it is not there: deleted, in the Trash, or never was). */
export async function currentRecordOf(db: Queryable, resource: string, recordId: string): Promise<Values | null> {
  if (!resourceNames.includes(resource as ResourceName)) return null;
  const name = resource as ResourceName;
  const numericId = entryOf(name).idShape === 'numeric' ? Number(recordId) : null;
  if (numericId !== null && !Number.isSafeInteger(numericId)) return null;
  try {
    switch (name) {
      case 'projects':
        return (await readRecord(db, projectsOwner, numericId!, gone)) as Values;
      case 'causes':
        return (await readRecord(db, causesOwner, numericId!, gone)) as Values;
      case 'adminUsers': {
        const user = await findUserById(db, recordId);
        return user ? asJson(toUserDto(user)) : null;
      }
      case 'landingPages': {
        const [row] = await db.select().from(landingPages).where(eq(landingPages.objectId, recordId));
        return row ? asJson(row) : null;
      }
      case 'mnos':
        return null;
      default: {
        const binding = bindingOf(name as BoundResourceName);
        const [row] = await db.select().from(binding.table).where(eq(binding.idColumn, numericId ?? recordId));
        return row ? asJson(row) : null;
      }
    }
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}
