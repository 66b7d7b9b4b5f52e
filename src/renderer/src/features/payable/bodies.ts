/**
 * From form values to what the server takes: the parts of the request bodies the project and
 * case forms share (trimmed texts, numbers, descriptions, the payment items).
 */
import type { BankPayment, SmsPayment } from '../../../../shared/entities/payment';
import { isEmptyRichText } from '../../components/form/richTextValue';
import { NO_DESCRIPTION, type BankValues, type PaymentValues, type SmsRowValues } from './values';

export const text = (value: string) => value.trim();
export const int = (value: string) => Number(value.trim());
/** A description as sent: '' when the editor is empty. */
export const descriptionBody = (html: string) => (isEmptyRichText(html) ? '' : html);
export const mediaBody = (mediaURL: string | null) => (mediaURL && mediaURL.trim() ? mediaURL.trim() : null);

/** A description of an edit: the untouched 'No description' prefill of an empty one stays empty. */
export function editedDescription(html: string, language: 'ar' | 'en', baseline: string): string {
  const value = descriptionBody(html);
  return value === NO_DESCRIPTION[language] && isEmptyRichText(baseline) ? '' : value;
}

export type SmsItem = Omit<SmsPayment, 'id'>;
export type BankItem = Omit<BankPayment, 'Bankid' | 'countryAR' | 'countryEN'>;

export function smsItem(row: SmsRowValues): SmsItem {
  return { mno: int(row.mno), price: int(row.price), short_code: int(row.short_code), keyword_ar: text(row.keyword_ar), keyword_en: text(row.keyword_en) };
}

export function bankItem(bank: BankValues): BankItem {
  return {
    IBAN: text(bank.IBAN),
    accNum: text(bank.accNum),
    accNameAR: text(bank.accNameAR),
    accNameEN: text(bank.accNameEN),
    nameAR: text(bank.nameAR),
    nameEN: text(bank.nameEN),
    noteAR: text(bank.noteAR),
    noteEN: text(bank.noteEN),
  };
}

/** The credit-card link, or none when the section is hidden or the link empty. */
export function ccLink(values: PaymentValues): string | null {
  return values.ccOn === 1 && text(values.cc_url) !== '' ? text(values.cc_url) : null;
}

/** The SMS rows of a create, each with its temporary id. */
export function smsCreateItems(values: PaymentValues): Array<SmsItem & { id: number }> {
  return values.sms.map((row) => ({ id: row.id, ...smsItem(row) }));
}

/** The credit-card list of a create: one link, or none. */
export function ccCreateItems(values: PaymentValues): Array<{ cc_url: string }> {
  const cc = ccLink(values);
  return cc === null ? [] : [{ cc_url: cc }];
}
