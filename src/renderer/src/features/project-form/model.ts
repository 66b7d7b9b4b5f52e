/**
 * The project and case forms' values, validation and request bodies (spec 2.12, 2.13, 3, 4, 5),
 * kept free of React so the save logic reads as data in, data out.
 *
 * Payment rows: an SMS row loaded from the server keeps its id in `serverId`; a row added in the
 * form has `serverId: null` and a temporary `id` (current time modulo 100000, spec 4, 9) that the
 * server ignores. The bank block and the credit-card link are one item each.
 */
import { z } from 'zod';
import { CAUSE_MAX, type Cause, type CauseInput } from '../../../../shared/entities/cause';
import { INT_MAX, optionalText, requiredInt, requiredText } from '../../../../shared/entities/fields';
import {
  bankPaymentInputSchema,
  ccPaymentInputSchema,
  smsPaymentInputSchema,
  type BankPayment,
  type CcPayment,
  type SmsPayment,
} from '../../../../shared/entities/payment';
import { PROJECT_MAX, activityIdField, richText, type Project, type ProjectInput } from '../../../../shared/entities/project';
import { isEmptyRichText } from '../../components/form/RichTextField';

export type FormMode = 'create' | 'edit' | 'duplicate';

/** The mode and record of `/projects/new` and `/urgent/new` (spec 2.3): `?edit=true&id=…`, `?duplicate=true&id=…`. */
export function formModeOf(search: URLSearchParams): { mode: FormMode; id: number | null } {
  const mode: FormMode = search.get('edit') === 'true' ? 'edit' : search.get('duplicate') === 'true' ? 'duplicate' : 'create';
  const raw = search.get('id') ?? '';
  const id = /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
  return { mode, id: mode === 'create' ? null : id };
}

// ------------------------------------------------------------------------------ values

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

export interface ProjectFormValues extends PaymentValues {
  act_id: string;
  nameAR: string;
  nameEN: string;
  infoAR: string;
  infoEN: string;
  mediaURL: string | null;
  Order: string;
}

export interface CaseFormValues extends PaymentValues {
  act_id: string;
  nameAR: string;
  nameEN: string;
  order: string;
  infoAR: string;
  infoEN: string;
  mediaURL: string | null;
  target_amount: string;
  collected_amount: string;
}

export type PayableFormValues = ProjectFormValues | CaseFormValues;

/** A new SMS row with its temporary id (spec 4, 9: current time modulo 100000). */
export function newSmsRow(): SmsRowValues {
  return { serverId: null, id: Date.now() % 100000, mno: '', short_code: '', keyword_ar: '', keyword_en: '', price: '' };
}

const emptyBank: BankValues = { nameAR: '', nameEN: '', accNameAR: '', accNameEN: '', accNum: '', IBAN: '', noteAR: '', noteEN: '' };

function emptyPayments(): PaymentValues {
  return { smsOn: 0, bankOn: 0, ccOn: 0, sms: [newSmsRow()], bank: { ...emptyBank }, cc_url: '' };
}

export function emptyProjectValues(): ProjectFormValues {
  return { act_id: '', nameAR: '', nameEN: '', infoAR: '', infoEN: '', mediaURL: null, Order: '0', ...emptyPayments() };
}

export function emptyCaseValues(): CaseFormValues {
  return {
    act_id: '',
    nameAR: '',
    nameEN: '',
    order: '0',
    infoAR: '',
    infoEN: '',
    mediaURL: null,
    target_amount: '',
    collected_amount: '0',
    ...emptyPayments(),
  };
}

/** What an empty description is prefilled with in edit and duplicate (spec 4). */
export const NO_DESCRIPTION = { ar: '<p>لا يوجد وصف</p>', en: '<p>No description</p>' } as const;

function description(html: string, language: 'ar' | 'en'): string {
  return isEmptyRichText(html) ? NO_DESCRIPTION[language] : html;
}

/** The payment sections of a record: SMS ticked (spec 4), bank and credit card only when the record has them. */
function paymentValues(
  record: { sms_payment: SmsPayment[]; bank_payment?: BankPayment[]; cc_payment: CcPayment[] },
  mode: 'edit' | 'duplicate',
): PaymentValues {
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

export function projectValues(project: Project, mode: 'edit' | 'duplicate'): ProjectFormValues {
  return {
    act_id: String(project.actid),
    nameAR: project.nameAR,
    nameEN: project.nameEN,
    infoAR: description(project.infoAR, 'ar'),
    infoEN: description(project.infoEN, 'en'),
    mediaURL: project.mediaURL,
    Order: String(project.Order),
    ...paymentValues(project, mode),
  };
}

export function caseValues(cause: Cause, mode: 'edit' | 'duplicate'): CaseFormValues {
  return {
    act_id: String(cause.actid),
    nameAR: cause.nameAR,
    nameEN: cause.nameEN,
    order: String(cause.order),
    infoAR: description(cause.infoAR, 'ar'),
    infoEN: description(cause.infoEN, 'en'),
    mediaURL: cause.mediaURL,
    target_amount: String(cause.targetAmount),
    collected_amount: String(cause.collectedAmount),
    ...paymentValues(cause, mode),
  };
}

// ------------------------------------------------------------------------------ validation

/** The shown payment sections, checked with the shared item schemas (the server's own). */
function checkPayments(values: PaymentValues, ctx: z.RefinementCtx, withBank: boolean): void {
  const report = (error: z.ZodError, path: Array<string | number>) => {
    for (const issue of error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  };
  if (values.smsOn === 1) {
    // `serverId` is the form's own bookkeeping, not a field of the (strict) item schema.
    values.sms.forEach(({ serverId: _serverId, ...row }, index) => {
      const parsed = smsPaymentInputSchema.safeParse(row);
      if (!parsed.success) report(parsed.error, ['sms', index]);
    });
  }
  if (withBank && values.bankOn === 1) {
    const parsed = bankPaymentInputSchema.safeParse(values.bank);
    if (!parsed.success) report(parsed.error, ['bank']);
  }
  if (values.ccOn === 1) {
    const parsed = ccPaymentInputSchema.safeParse({ cc_url: values.cc_url });
    if (!parsed.success) report(parsed.error, ['cc_url']);
  }
}

const paymentShape = {
  smsOn: z.union([z.literal(0), z.literal(1)]),
  bankOn: z.union([z.literal(0), z.literal(1)]),
  ccOn: z.union([z.literal(0), z.literal(1)]),
  sms: z.array(z.any()),
  bank: z.any(),
  cc_url: z.string(),
};

/** A description: '' when the editor is empty, at most `max` characters of HTML. */
const descriptionField = (max: number) => z.preprocess((value) => (typeof value === 'string' && isEmptyRichText(value) ? '' : value), richText(max));

export const projectFormSchema = z
  .object({
    act_id: activityIdField,
    nameAR: requiredText(PROJECT_MAX.name),
    nameEN: requiredText(PROJECT_MAX.name),
    infoAR: descriptionField(PROJECT_MAX.info),
    infoEN: descriptionField(PROJECT_MAX.info),
    mediaURL: optionalText(PROJECT_MAX.mediaURL),
    Order: requiredInt({ min: 0, max: INT_MAX }),
    ...paymentShape,
  })
  // Runs even when a main field is wrong, so every message shows at once.
  .superRefine((values, ctx) => checkPayments(values as unknown as PaymentValues, ctx, true), { when: () => true });

export function caseFormSchema(mode: FormMode) {
  return z
    .object({
      act_id: activityIdField,
      nameAR: requiredText(CAUSE_MAX.name),
      nameEN: requiredText(CAUSE_MAX.name),
      order: requiredInt({ min: 0, max: INT_MAX }),
      infoAR: descriptionField(CAUSE_MAX.info),
      infoEN: descriptionField(CAUSE_MAX.info),
      mediaURL: optionalText(CAUSE_MAX.mediaURL),
      target_amount: requiredInt({ min: 0, max: INT_MAX }),
      // Shown and required in edit mode only (spec 2.13, 5).
      collected_amount: mode === 'edit' ? requiredInt({ min: 0, max: INT_MAX }) : z.any(),
      ...paymentShape,
    })
    .superRefine((values, ctx) => checkPayments(values as unknown as PaymentValues, ctx, false), { when: () => true });
}

// ------------------------------------------------------------------------------ bodies

const text = (value: string) => value.trim();
const int = (value: string) => Number(value.trim());
const description2 = (html: string) => (isEmptyRichText(html) ? '' : html);

type SmsItem = Omit<SmsPayment, 'id'>;
type BankItem = Omit<BankPayment, 'Bankid' | 'countryAR' | 'countryEN'>;

function smsItem(row: SmsRowValues): SmsItem {
  return { mno: int(row.mno), price: int(row.price), short_code: int(row.short_code), keyword_ar: text(row.keyword_ar), keyword_en: text(row.keyword_en) };
}

function bankItem(bank: BankValues): BankItem {
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
function ccLink(values: PaymentValues): string | null {
  return values.ccOn === 1 && text(values.cc_url) !== '' ? text(values.cc_url) : null;
}

const mediaOf = (mediaURL: string | null) => (mediaURL && mediaURL.trim() ? mediaURL.trim() : null);

/** Main data of a project (spec 3): the organization is the record's (edit) or the chosen one. */
export function projectData(values: ProjectFormValues, orgId: number) {
  return {
    act_id: int(values.act_id),
    org_id: orgId,
    nameAR: text(values.nameAR),
    nameEN: text(values.nameEN),
    infoAR: description2(values.infoAR),
    infoEN: description2(values.infoEN),
    mediaURL: mediaOf(values.mediaURL),
    Order: int(values.Order),
  };
}

export function caseData(values: CaseFormValues, orgId: number, mode: FormMode) {
  return {
    act_id: int(values.act_id),
    org_id: orgId,
    nameAR: text(values.nameAR),
    nameEN: text(values.nameEN),
    order: int(values.order),
    infoAR: description2(values.infoAR),
    infoEN: description2(values.infoEN),
    target_amount: int(values.target_amount),
    ...(mode === 'edit' && { collected_amount: int(values.collected_amount) }),
    mediaURL: mediaOf(values.mediaURL),
  };
}

/** `POST /projects` (spec 4, create): unticked bank and credit-card sections send empty lists. */
export function projectCreateBody(values: ProjectFormValues, orgId: number): ProjectInput {
  const cc = ccLink(values);
  return {
    ...projectData(values, orgId),
    sms_payment: values.smsOn === 1 ? values.sms.map((row) => ({ id: row.id, ...smsItem(row) })) : [],
    bank_payment: values.bankOn === 1 ? [bankItem(values.bank)] : [],
    cc_payment: cc === null ? [] : [{ cc_url: cc }],
  };
}

/** `POST /causes`: the SMS list is dropped when its section is unticked (spec 4). */
export function caseCreateBody(values: CaseFormValues, orgId: number): CauseInput {
  const cc = ccLink(values);
  return {
    ...caseData(values, orgId, 'create'),
    ...(values.smsOn === 1 && { sms_payment: values.sms.map((row) => ({ id: row.id, ...smsItem(row) })) }),
    cc_payment: cc === null ? [] : [{ cc_url: cc }],
  };
}

// ------------------------------------------------------------------------------ edit: differences

export interface SmsDiff {
  sms_payment_to_remove: number[];
  sms_payment_to_add: Array<SmsItem & { id: number }>;
  sms_payment_to_update: Array<SmsItem & { id: number }>;
  /** Form row indexes of the added rows, in the order sent (the server numbers them in that order). */
  addedRows: number[];
}

const sameItem = <T extends object>(a: T, b: T) => (Object.keys(a) as Array<keyof T>).every((key) => a[key] === b[key]);

/** The SMS rows as removed ids, added rows and changed rows (spec 4); a hidden section means no rows. */
export function smsDiff(baseline: SmsPayment[], values: PaymentValues): SmsDiff {
  const rows = values.smsOn === 1 ? values.sms : [];
  const kept = new Set(rows.map((row) => row.serverId).filter((id): id is number => id !== null));
  const diff: SmsDiff = { sms_payment_to_remove: [], sms_payment_to_add: [], sms_payment_to_update: [], addedRows: [] };
  for (const saved of baseline) if (!kept.has(saved.id)) diff.sms_payment_to_remove.push(saved.id);
  rows.forEach((row, index) => {
    const item = smsItem(row);
    if (row.serverId === null) {
      diff.sms_payment_to_add.push({ id: row.id, ...item });
      diff.addedRows.push(index);
      return;
    }
    const saved = baseline.find((candidate) => candidate.id === row.serverId);
    if (saved && !sameItem(item, { mno: saved.mno, price: saved.price, short_code: saved.short_code, keyword_ar: saved.keyword_ar, keyword_en: saved.keyword_en })) {
      diff.sms_payment_to_update.push({ id: saved.id, ...item });
    }
  });
  return diff;
}

export const smsDiffIsEmpty = (diff: SmsDiff) =>
  diff.sms_payment_to_remove.length + diff.sms_payment_to_add.length + diff.sms_payment_to_update.length === 0;

export interface BankDiff {
  bank_payment_to_add: BankItem[];
  bank_payment_to_update: Array<BankItem & { Bankid: number }>;
  bank_payment_to_remove: number[];
}

/** The bank block: added or changed; removed when its section is unticked. Extra legacy blocks are left alone. */
export function bankDiff(baseline: BankPayment[], values: ProjectFormValues): BankDiff {
  const saved = baseline[0];
  const wanted = values.bankOn === 1 ? bankItem(values.bank) : null;
  const diff: BankDiff = { bank_payment_to_add: [], bank_payment_to_update: [], bank_payment_to_remove: [] };
  if (wanted && !saved) diff.bank_payment_to_add.push(wanted);
  else if (wanted && saved && !sameItem(wanted, bankItem(saved))) diff.bank_payment_to_update.push({ Bankid: saved.Bankid, ...wanted });
  else if (!wanted && saved) diff.bank_payment_to_remove.push(saved.Bankid);
  return diff;
}

export const bankDiffIsEmpty = (diff: BankDiff) =>
  diff.bank_payment_to_add.length + diff.bank_payment_to_update.length + diff.bank_payment_to_remove.length === 0;

export interface CcDiff {
  cc_payment_to_add: Array<{ cc_url: string }>;
  cc_payment_to_update: Array<{ ccid: number; cc_url: string }>;
  cc_payment_to_remove: number[];
}

/** The credit-card link: added or changed; removed when its section is unticked or the link emptied. */
export function ccDiff(baseline: CcPayment[], values: PaymentValues): CcDiff {
  const saved = baseline[0];
  const wanted = ccLink(values);
  const diff: CcDiff = { cc_payment_to_add: [], cc_payment_to_update: [], cc_payment_to_remove: [] };
  if (wanted !== null && !saved) diff.cc_payment_to_add.push({ cc_url: wanted });
  else if (wanted !== null && saved && saved.cc_url !== wanted) diff.cc_payment_to_update.push({ ccid: saved.ccid, cc_url: wanted });
  else if (wanted === null && saved) diff.cc_payment_to_remove.push(saved.ccid);
  return diff;
}

export const ccDiffIsEmpty = (diff: CcDiff) => diff.cc_payment_to_add.length + diff.cc_payment_to_update.length + diff.cc_payment_to_remove.length === 0;

/** A description as saved: the untouched 'No description' prefill of an empty one counts as empty. */
function savedDescription(html: string, language: 'ar' | 'en', baseline: string): string {
  const value = description2(html);
  return value === NO_DESCRIPTION[language] && isEmptyRichText(baseline) ? '' : value;
}

/**
 * Whether a project's main data changed (spec 4: name, description, category or image; the order
 * too, since it is on the form and would otherwise be lost).
 */
export function projectMainChanged(baseline: Project, values: ProjectFormValues): boolean {
  return (
    int(values.act_id) !== baseline.actid ||
    text(values.nameAR) !== baseline.nameAR ||
    text(values.nameEN) !== baseline.nameEN ||
    savedDescription(values.infoAR, 'ar', baseline.infoAR) !== baseline.infoAR ||
    savedDescription(values.infoEN, 'en', baseline.infoEN) !== baseline.infoEN ||
    mediaOf(values.mediaURL) !== (baseline.mediaURL || null) ||
    int(values.Order) !== baseline.Order
  );
}

/** The main data of an edit, keeping an untouched 'No description' prefill empty. */
export function projectEditData(baseline: Project, values: ProjectFormValues) {
  return {
    ...projectData(values, baseline.org_id),
    infoAR: savedDescription(values.infoAR, 'ar', baseline.infoAR),
    infoEN: savedDescription(values.infoEN, 'en', baseline.infoEN),
  };
}

export function caseEditData(baseline: Cause, values: CaseFormValues) {
  return {
    ...caseData(values, baseline.orgid, 'edit'),
    infoAR: savedDescription(values.infoAR, 'ar', baseline.infoAR),
    infoEN: savedDescription(values.infoEN, 'en', baseline.infoEN),
  };
}
