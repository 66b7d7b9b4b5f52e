/**
 * An edit's payment changes (spec 4): the difference between the lists the server last answered
 * and the form, one `payments:update` body per kind.
 */
import type { BankPayment, CcPayment, SmsPayment } from '../../../../shared/entities/payment';
import { bankItem, ccLink, smsItem, type BankItem, type SmsItem } from './bodies';
import type { PaymentValues } from './values';

export interface SmsChanges {
  sms_payment_to_remove: number[];
  sms_payment_to_add: Array<SmsItem & { id: number }>;
  sms_payment_to_update: Array<SmsItem & { id: number }>;
}

export interface SmsDiff {
  changes: SmsChanges;
  /** Form row indexes of the added rows, in the order sent (the server numbers them in that order). */
  addedRows: number[];
}

export interface BankChanges {
  bank_payment_to_add: BankItem[];
  bank_payment_to_update: Array<BankItem & { Bankid: number }>;
  bank_payment_to_remove: number[];
}

export interface CcChanges {
  cc_payment_to_add: Array<{ cc_url: string }>;
  cc_payment_to_update: Array<{ ccid: number; cc_url: string }>;
  cc_payment_to_remove: number[];
}

const sameItem = <T extends object>(a: T, b: T) => (Object.keys(a) as Array<keyof T>).every((key) => a[key] === b[key]);

/** Whether a body of changes changes nothing (every list empty). */
export const noChanges = (changes: SmsChanges | BankChanges | CcChanges) => Object.values(changes).every((list: unknown[]) => list.length === 0);

/** The SMS rows as removed ids, added rows and changed rows; a hidden section means no rows. */
export function smsDiff(baseline: SmsPayment[], values: PaymentValues): SmsDiff {
  const rows = values.smsOn === 1 ? values.sms : [];
  const kept = new Set(rows.map((row) => row.serverId).filter((id): id is number => id !== null));
  const changes: SmsChanges = { sms_payment_to_remove: [], sms_payment_to_add: [], sms_payment_to_update: [] };
  const addedRows: number[] = [];
  for (const saved of baseline) if (!kept.has(saved.id)) changes.sms_payment_to_remove.push(saved.id);
  rows.forEach((row, index) => {
    const item = smsItem(row);
    if (row.serverId === null) {
      changes.sms_payment_to_add.push({ id: row.id, ...item });
      addedRows.push(index);
      return;
    }
    const saved = baseline.find((candidate) => candidate.id === row.serverId);
    if (saved && !sameItem(item, { mno: saved.mno, price: saved.price, short_code: saved.short_code, keyword_ar: saved.keyword_ar, keyword_en: saved.keyword_en })) {
      changes.sms_payment_to_update.push({ id: saved.id, ...item });
    }
  });
  return { changes, addedRows };
}

/** The bank block: added or changed; removed when its section is unticked. Extra legacy blocks are left alone. */
export function bankChanges(baseline: BankPayment[], values: PaymentValues): BankChanges {
  const saved = baseline[0];
  const wanted = values.bankOn === 1 ? bankItem(values.bank) : null;
  const changes: BankChanges = { bank_payment_to_add: [], bank_payment_to_update: [], bank_payment_to_remove: [] };
  if (wanted && !saved) changes.bank_payment_to_add.push(wanted);
  else if (wanted && saved && !sameItem(wanted, bankItem(saved))) changes.bank_payment_to_update.push({ Bankid: saved.Bankid, ...wanted });
  else if (!wanted && saved) changes.bank_payment_to_remove.push(saved.Bankid);
  return changes;
}

/** The credit-card link: added or changed; removed when its section is unticked or the link emptied. */
export function ccChanges(baseline: CcPayment[], values: PaymentValues): CcChanges {
  const saved = baseline[0];
  const wanted = ccLink(values);
  const changes: CcChanges = { cc_payment_to_add: [], cc_payment_to_update: [], cc_payment_to_remove: [] };
  if (wanted !== null && !saved) changes.cc_payment_to_add.push({ cc_url: wanted });
  else if (wanted !== null && saved && saved.cc_url !== wanted) changes.cc_payment_to_update.push({ ccid: saved.ccid, cc_url: wanted });
  else if (wanted === null && saved) changes.cc_payment_to_remove.push(saved.ccid);
  return changes;
}
