/**
 * The three payment endpoints of spec 7.1, `PUT /{sms|bank|cc}_payment/{id}`: a diff of one
 * owner's items (payments.ts), applied whole or not at all, answered with the whole owner record.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../../shared/entities/fields';
import {
  bankPaymentUpdateBodySchema,
  ccPaymentUpdateBodySchema,
  smsPaymentUpdateBodySchema,
  type PaymentOwnerType,
} from '../../../../shared/entities/payment';
import type { ServerContext } from '../../../context';
import { conflictNote } from '../../../http/stale-version';
import { claimNote } from '../../sms/claim-conflicts';
import { itemResponseOf } from '../../resources/wire-schemas';
import { causesOwner, ownerOf, projectsOwner } from './owners';
import type { SmsClaim } from '../../sms/claims';
import { applyDiff, bankTable, ccTable, diffKeys, smsItemFields, smsTable, type PaymentTable } from './payments';
import { readRecord } from './record-json';
import { changeRecord, missingRecord } from './record-writes';
import { actorOf } from '../../history/record-history';

/** What every payment call carries besides its lists (the bank call has no `type`: projects only). */
type PaymentCallBody = { type?: PaymentOwnerType; version?: number } & Record<string, unknown>;

export function registerPaymentRoutes(app: FastifyInstance, context: ServerContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = context;
  const tags = ['payments'];
  const ownerResponse = z.union([itemResponseOf(projectsOwner.entry), itemResponseOf(causesOwner.entry)]);

  /** One payment endpoint: `PUT /{kind}_payment/{id}` with that kind's add / update / remove lists. */
  const paymentRoute = <Item>(payment: PaymentTable<Item>, body: z.ZodType<PaymentCallBody>, summary: string) => {
    const keys = diffKeys(payment.kind);
    routes.put(
      `/${payment.kind}_payment/:id`,
      {
        schema: {
          tags,
          summary,
          description:
            `Body \`{ id, type?, version?, ${keys.remove}, ${keys.add}, ${keys.update} }\`; the path id (of the project, or of ` +
            "the case with `type: 'cause'`) wins. Ids to remove or update must be items of that owner. Every change is " +
            'applied or none (400 with `fields`). Answers the whole owner record.' +
            conflictNote +
            claimNote,
          params: idParamsSchema,
          body,
          response: { 200: ownerResponse },
        },
      },
      async (request) => {
        const { id } = request.params;
        const call = request.body;
        const list = <T>(key: string) => (call[key] as T[] | undefined) ?? [];
        const owner = ownerOf(call.type);
        const diff = { remove: list<number>(keys.remove), add: list<Item>(keys.add), update: list<Item & Record<string, unknown>>(keys.update) };
        const claimFields =
          payment.kind === 'sms' ? (claim: SmsClaim) => [...smsItemFields(keys.add, diff.add)(claim), ...smsItemFields(keys.update, diff.update)(claim)] : undefined;
        await changeRecord(db, owner, id, {
          version: call.version,
          now: clock(),
          change: (tx) => applyDiff(tx, payment, owner.type, id, diff),
          claimFields,
          history: { actor: actorOf(request), action: 'payments' },
        });
        // The record was read from the database in the documented shape.
        const record = await readRecord(db, owner, id, () => missingRecord(owner));
        return { [owner.entry.itemKey]: record } as z.infer<typeof ownerResponse>;
      },
    );
  };

  paymentRoute(smsTable, smsPaymentUpdateBodySchema, 'Change the SMS rows of a project or a case.');
  paymentRoute(bankTable, bankPaymentUpdateBodySchema, 'Change the bank block of a project (the country is always the UAE).');
  paymentRoute(ccTable, ccPaymentUpdateBodySchema, 'Change the credit-card links of a project or a case.');
}
