import { ApiError } from '../../http/api-error';
import { validationError } from '../../http/validation';
import { PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, PG_UNIQUE_VIOLATION, pgError } from '../../db/pg-errors';
import type { ResourceName } from '../../../shared/registry';
import { usageText } from './usage';

/** A write the database refused because a row is (or would be) referenced where it must not be. */
export function isReferenceRefusal(error: unknown): boolean {
  return Boolean(pgError(error, PG_FOREIGN_KEY_VIOLATION) || pgError(error, PG_RESTRICT_VIOLATION));
}

/**
 * A delete refused because records still use the deleted ones (409 `conflict`): the message and
 * `usedBy` say how many of each kind, so a client can say it in its own language.
 */
export function stillUsed(subject: string, usage: Partial<Record<ResourceName, number>>): ApiError {
  const used = Object.keys(usage).length > 0;
  const message = used ? `${subject} still ${usageText(usage)}.` : `${subject} still used by other records.`;
  return new ApiError(409, 'conflict', message, used ? { usedBy: usage as Record<string, number> } : {});
}

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
  if (isReferenceRefusal(error)) {
    return new ApiError(409, 'conflict', `This ${resource.noun.one} is still used by other records (short codes, keywords…).`);
  }
  return error;
}
