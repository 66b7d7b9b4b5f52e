/**
 * `payments:update`: the payment items of a project or a case (spec 4, edit; spec 7.1
 * `PUT /sms_payment/{id}`, `/bank_payment/{id}`, `/cc_payment/{id}`). The body goes to the server
 * as the renderer built it (the server validates it with the shared schemas and applies all of it
 * or nothing); main sets the owner id and `type` from `owner`, so the renderer cannot point a diff
 * at another kind of record. Answers the owner's whole record.
 */
import { z } from 'zod';
import { causeSchema } from '../../shared/entities/cause';
import { projectSchema } from '../../shared/entities/project';
import { ApiError, type ApiClient } from './api-client';
import type { IpcHandlers } from './ipc-handlers';

export interface PaymentHandlerDeps {
  api: ApiClient;
}

const projectAnswer = z.object({ project: projectSchema }).transform((answer) => answer.project);
const causeAnswer = z.object({ cause: causeSchema }).transform((answer) => answer.cause);

export function createPaymentHandler({ api }: PaymentHandlerDeps): Pick<IpcHandlers, 'payments:update'> {
  return {
    async 'payments:update'({ kind, owner, id, body }) {
      if (kind === 'bank' && owner === 'causes') {
        throw new ApiError({ code: 'validation', message: 'A case has no bank block.', fields: { kind: 'validation.invalid' } });
      }
      const type = owner === 'causes' ? 'cause' : 'project';
      const path = `/${kind}_payment/${encodeURIComponent(String(id))}`;
      const request = { service: 'content' as const, method: 'PUT' as const, path, body: { ...body, id, type } };
      return owner === 'causes' ? api.request({ ...request, schema: causeAnswer }) : api.request({ ...request, schema: projectAnswer });
    },
  };
}
