/**
 * A changed field's value in words, as the History panel shows it before and after: a text as it
 * is (rich text as its plain text), a flag or a choice in the words its form uses, a reference by
 * the name of what it names, and a list (a project's SMS rows, its bank block, its card link) one
 * line per item, so the items that came or went can be marked.
 */
import type { HistoryChange } from '../../../../shared/entities/history';
import type { Translate, TranslationKey } from '../../i18n';
import { plainText } from '../plainText';

export type ShownValue =
  | { kind: 'empty' }
  /** `ltr`: a number, link or code, read left to right in both languages. `words`: a text whose changed words are marked. */
  | { kind: 'text'; text: string; ltr: boolean; words: boolean }
  | { kind: 'lines'; lines: string[] };

export interface ValueWords {
  t: Translate;
  /** The name of the record a reference field (`org_id`, `actid`, `mnoid`) points at, when it is known. */
  nameOf(field: string, id: number): string | undefined;
}

/** 0/1 flags of the forms' checkboxes, said as their Yes/No. */
const YES_NO_FLAGS = new Set(['hasRepeatedDonation', 'hasReporting', 'isPremium', 'avalibleforCauses']);

/** Choices stored as codes, said as their forms offer them. */
const CHOICE_WORDS: Partial<Record<string, Partial<Record<string, TranslationKey>>>> = {
  language: { ar: 'common.arabic', en: 'common.english' },
  gender: { male: 'common.male', female: 'common.female' },
  targetType: { project: 'banners.targetTypes.project', activity: 'banners.targetTypes.activity', url: 'banners.targetTypes.url' },
  role: { admin: 'adminUsers.roles.admin', user: 'adminUsers.roles.user' },
};

/** Item fields that are the list's bookkeeping, not what the user typed. */
const ITEM_BOOKKEEPING = /^(id|Bankid|ccid|countryAR|countryEN|project_?id|cause_?id|projectId|causeId)$/;

/** The labels of a bank block's fields, as the payment section shows them. */
const BANK_LABELS: Partial<Record<string, TranslationKey>> = {
  nameAR: 'projectForm.bankNameAR',
  nameEN: 'projectForm.bankNameEN',
  accNameAR: 'projectForm.accNameAR',
  accNameEN: 'projectForm.accNameEN',
  accNum: 'projectForm.accNum',
  IBAN: 'projectForm.iban',
  noteAR: 'projectForm.noteAR',
  noteEN: 'projectForm.noteEN',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A value put inside a sentence of the other language keeps its own order (Unicode first-strong isolate). */
const isolated = (value: unknown) => `\u2068${scalarText(value)}\u2069`;

/** One item of a list in a line: an SMS row as operator, short code, keywords and price; a card link as itself; anything else as its labelled fields. */
function itemLine(field: string, item: unknown, words: ValueWords): string {
  if (!isRecord(item)) return scalarText(item);
  const { t } = words;
  if (field === 'sms_payment') {
    const mno = Number(item.mno);
    return t('history.smsRow', {
      operator: isolated(words.nameOf('mnoid', mno) ?? item.mno),
      shortCode: isolated(item.short_code),
      keywordAR: isolated(item.keyword_ar),
      keywordEN: isolated(item.keyword_en),
      price: isolated(item.price),
    });
  }
  if (field === 'cc_payment' && typeof item.cc_url === 'string') return item.cc_url;
  return Object.entries(item)
    .filter(([key, value]) => !ITEM_BOOKKEEPING.test(key) && value !== null && value !== '')
    .map(([key, value]) => t('history.itemField', { label: BANK_LABELS[key] ? t(BANK_LABELS[key]) : key, value: isolated(value) }))
    .join(t('history.itemSeparator'));
}

/** What one side of a change shows. */
export function shownValue(change: HistoryChange, side: 'before' | 'after', words: ValueWords): ShownValue {
  const { field } = change;
  const value = change[side];
  const { t } = words;
  if (Array.isArray(value)) return value.length === 0 ? { kind: 'empty' } : { kind: 'lines', lines: value.map((item) => itemLine(field, item, words)) };
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (change.richText && typeof value === 'string') {
    const text = plainText(value);
    return text ? { kind: 'text', text, ltr: false, words: true } : { kind: 'empty' };
  }
  const word = (key: TranslationKey) => ({ kind: 'text' as const, text: t(key), ltr: false, words: false });
  if (typeof value === 'boolean') return word(value ? 'common.yes' : 'common.no');
  if (field === 'isactive') return word(value === 1 ? 'list.active' : 'list.off');
  if (YES_NO_FLAGS.has(field)) return word(value === 1 ? 'common.yes' : 'common.no');
  const choice = typeof value === 'string' ? CHOICE_WORDS[field]?.[value] : undefined;
  if (choice) return word(choice);
  if (typeof value === 'number') {
    const name = words.nameOf(field, value);
    return name ? { kind: 'text', text: name, ltr: false, words: false } : { kind: 'text', text: String(value), ltr: true, words: false };
  }
  if (isRecord(value)) return { kind: 'lines', lines: [itemLine(field, value, words)] };
  const text = scalarText(value);
  // Links, e-mails and codes read left to right; other texts take the direction of their first letter.
  const ltr = /^(https?:\/\/|[^\s@]+@[^\s@]+$|[\d\s+().-]+$)/i.test(text);
  return { kind: 'text', text, ltr, words: !ltr };
}
