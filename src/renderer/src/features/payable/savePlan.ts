/**
 * Which calls an edit makes, in which order (spec 4), as data: the hook sends the steps one by
 * one and stops at the first that fails.
 *
 * The SMS rows, the bank block and the credit-card link are each their own `payments:update`
 * call, sent only when they changed; the main data goes last through `resource:update`, when
 * there is any. A payment call changes only its own list, so every step can be planned from the
 * record as the form last loaded it.
 */
import type { SmsPayment } from '../../../../shared/entities/payment';
import { bankChanges, ccChanges, noChanges, smsDiff, type BankChanges, type CcChanges, type SmsChanges } from './diffs';
import type { PayableRecord, PaymentValues } from './values';

export type EditStep<Main> =
  | { part: 'sms'; changes: SmsChanges; addedRows: number[] }
  | { part: 'bank'; changes: BankChanges }
  | { part: 'cc'; changes: CcChanges }
  | { part: 'main'; body: Main };

/** The parts of a save, each named in a failure message. */
export type SavePart = EditStep<unknown>['part'];

export interface EditPlanInput<Main> {
  /** The record as the server last answered it. */
  baseline: PayableRecord;
  values: PaymentValues;
  /** Projects have a bank block; cases do not. */
  withBank: boolean;
  /** The main data to send, or null when it need not be sent. */
  main: Main | null;
}

export function editPlan<Main>({ baseline, values, withBank, main }: EditPlanInput<Main>): Array<EditStep<Main>> {
  const steps: Array<EditStep<Main>> = [];
  const sms = smsDiff(baseline.sms_payment, values);
  if (!noChanges(sms.changes)) steps.push({ part: 'sms', ...sms });
  if (withBank) {
    const bank = bankChanges(baseline.bank_payment ?? [], values);
    if (!noChanges(bank)) steps.push({ part: 'bank', changes: bank });
  }
  const cc = ccChanges(baseline.cc_payment, values);
  if (!noChanges(cc)) steps.push({ part: 'cc', changes: cc });
  if (main !== null) steps.push({ part: 'main', body: main });
  return steps;
}

/**
 * The ids the server gave the added SMS rows: it numbers new rows in the order they were sent,
 * so the new ids, ascending, belong to `addedRows` in order. Pairs of form row index and id.
 */
export function addedRowIds(before: SmsPayment[], after: SmsPayment[], addedRows: number[]): Array<[index: number, id: number]> {
  const known = new Set(before.map((row) => row.id));
  const fresh = after.map((row) => row.id).filter((id) => !known.has(id)).sort((a, b) => a - b);
  return addedRows.flatMap((index, order) => (fresh[order] === undefined ? [] : [[index, fresh[order]] as [number, number]]));
}
