/**
 * The form values the project and case forms share: the payment sections, the main fields both
 * have, and how a saved record fills them.
 *
 * Payment rows: an SMS row loaded from the server keeps its id in `serverId`; a row added in the
 * form has `serverId: null` and a temporary `id` (current time modulo 100000, spec 4, 9) that the
 * server ignores. The bank block and the credit-card link are one item each.
 */
import type { BankPayment, CcPayment, SmsPayment } from '../../../../shared/entities/payment';
import type { PaymentOwner } from '../../../../shared/ipc';
import { isEmptyRichText } from '../../components/form/richTextValue';

export interface SmsRowValues {
  /** The server's id of a saved row; null for a row added in the form. */
  serverId: number | null;
  /** The server id, or the temporary id of a new row. */
  id: number;
  mno: string;
  short_code: string;
  keyword_ar: string;
  keyword_en: string;
  price: string;
}

export interface BankValues {
  nameAR: string;
  nameEN: string;
  accNameAR: string;
  accNameEN: string;
  accNum: string;
  IBAN: string;
  noteAR: string;
  noteEN: string;
}

/** The payment sections: three checkboxes (1 shown, 0 hidden) and what they reveal. */
export interface PaymentValues {
  smsOn: 0 | 1;
  bankOn: 0 | 1;
  ccOn: 0 | 1;
  sms: SmsRowValues[];
  bank: BankValues;
  cc_url: string;
}

/** What every payable form has: the main fields both records share, and the payment sections. */
export interface PayableFormValues extends PaymentValues {
  /** The organization of a new record (create, duplicate), by id; '' while none is chosen, and in an edit. */
  org_id: string;
  act_id: string;
  nameAR: string;
  nameEN: string;
  infoAR: string;
  infoEN: string;
  mediaURL: string | null;
}

/** A form's values as the form's own code fills them: all but the new record's organization, which usePayableForm adds. */
export type FilledValues<V extends PayableFormValues> = Omit<V, 'org_id'>;

/** The payment lists of a saved project or case (a case has no bank block). */
export interface PayableRecord {
  sms_payment: SmsPayment[];
  bank_payment?: BankPayment[];
  cc_payment: CcPayment[];
}

/** A new SMS row with its temporary id (spec 4, 9: current time modulo 100000). */
export function newSmsRow(): SmsRowValues {
  return { serverId: null, id: Date.now() % 100000, mno: '', short_code: '', keyword_ar: '', keyword_en: '', price: '' };
}

const emptyBank: BankValues = { nameAR: '', nameEN: '', accNameAR: '', accNameEN: '', accNum: '', IBAN: '', noteAR: '', noteEN: '' };

export function emptyPayments(): PaymentValues {
  return { smsOn: 0, bankOn: 0, ccOn: 0, sms: [newSmsRow()], bank: { ...emptyBank }, cc_url: '' };
}

/** A new record's values with every payment section of its form open (the extended forms, spec 2.3). */
export function withEverySectionOpen<V extends PaymentValues>(values: V, { withBank }: { withBank: boolean }): V {
  return { ...values, smsOn: 1, bankOn: withBank ? 1 : 0, ccOn: 1 };
}

/** What an empty description is prefilled with in edit and duplicate (spec 4). */
export const NO_DESCRIPTION = { ar: '<p>لا يوجد وصف</p>', en: '<p>No description</p>' } as const;

/** A saved description as the form shows it: an empty one reads 'No description'. */
export function descriptionValue(html: string, language: 'ar' | 'en'): string {
  return isEmptyRichText(html) ? NO_DESCRIPTION[language] : html;
}

/** The payment sections of a record: SMS ticked (spec 4), bank and credit card only when the record has them. */
export function paymentValues(record: PayableRecord, mode: 'edit' | 'duplicate'): PaymentValues {
  const bank = record.bank_payment?.[0];
  const cc = record.cc_payment[0];
  return {
    smsOn: 1,
    bankOn: bank ? 1 : 0,
    ccOn: cc ? 1 : 0,
    sms: record.sms_payment.map((row) => ({
      // A duplicate creates a new record: its rows are new ones.
      serverId: mode === 'edit' ? row.id : null,
      id: row.id,
      mno: String(row.mno),
      short_code: String(row.short_code),
      keyword_ar: row.keyword_ar,
      keyword_en: row.keyword_en,
      price: String(row.price),
    })),
    bank: bank
      ? {
          nameAR: bank.nameAR,
          nameEN: bank.nameEN,
          accNameAR: bank.accNameAR,
          accNameEN: bank.accNameEN,
          accNum: bank.accNum,
          IBAN: bank.IBAN,
          noteAR: bank.noteAR,
          noteEN: bank.noteEN,
        }
      : { ...emptyBank },
    cc_url: cc?.cc_url ?? '',
  };
}

/** Projects have a bank block; cases do not (spec 2.13). */
export const hasBankBlock = (owner: PaymentOwner) => owner === 'projects';
