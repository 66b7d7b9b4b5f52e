import { ApiError } from '../../http/api-error';
import { validationError } from '../../http/validation';
import { PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, PG_UNIQUE_VIOLATION, pgError } from '../../db/pg-errors';

/**
 * A constraint failure of a write as an answer: a taken unique value is a problem of the field
 * that holds it (when the resource names one), a row still referenced a conflict. Anything else
 * is passed on as it is.
 */
export function writeRefusal(error: unknown, resource: { uniqueField?: string; noun: { one: string } }): unknown {
  if (error instanceof ApiError) return error;
  if (pgError(error, PG_UNIQUE_VIOLATION) && resource.uniqueField) {
    return validationError({ [resource.uniqueField]: 'validation.alreadyUsed' });
  }
  if (pgError(error, PG_FOREIGN_KEY_VIOLATION) || pgError(error, PG_RESTRICT_VIOLATION)) {
    return new ApiError(409, 'conflict', `This ${resource.noun.one} is still used by other records (short codes, keywords…).`);
  }
  return error;
}
