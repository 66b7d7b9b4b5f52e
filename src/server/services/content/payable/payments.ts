/**
 * The payment items of projects and causes (spec 3, 7.1): SMS rows, bank blocks (projects only)
 * and credit-card links, each a table whose rows belong to one owner. A payment call is a diff of
 * one owner's items (`sms_payment_to_remove`, `…_to_add`, `…_to_update`), applied whole or not
 * at all.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  BANK_COUNTRY,
  type BankPaymentData,
  type CcPaymentData,
  type PaymentKind,
  type PaymentOwnerType,
  type SmsPaymentData,
} from '../../../../shared/entities/payment';
import type { Queryable, Transaction } from '../../../db/database';
import { bankPayments, ccPayments, mnos, smsPayments } from '../../../db/schema';
import { keywordKey } from '../../../../shared/sms-keywords';
import { validationError } from '../../../http/validation';
import type { FieldMessages } from '../../resources/references';
import type { ClaimFields } from '../../sms/claim-conflicts';
import { itemsOf, jsonObject } from './record-json';

type Values = Record<string, unknown>;

export interface PaymentTable<Item = unknown> {
  kind: PaymentKind;
  table: PgTable;
  idColumn: AnyPgColumn;
  /** Property of the item id in payloads: `id`, `Bankid`, `ccid`. */
  idKey: string;
  /** Owner column (and its property) per owner type; bank rows belong to projects only. */
  owner: Partial<Record<PaymentOwnerType, { column: AnyPgColumn; key: string }>>;
  /** One item as answered, a JSON object expression. */
  json: SQL;
  values(item: Item): Values;
  /** References of items to check (operators): field path → message. */
  check?(db: Queryable, items: Array<{ path: string; item: Item }>): Promise<FieldMessages>;
}

export const smsTable: PaymentTable<SmsPaymentData> = {
  kind: 'sms',
  table: smsPayments,
  idColumn: smsPayments.id,
  idKey: 'id',
  owner: { project: { column: smsPayments.projectId, key: 'projectId' }, cause: { column: smsPayments.causeId, key: 'causeId' } },
  json: jsonObject({
    id: smsPayments.id,
    mno: smsPayments.mno,
    price: smsPayments.price,
    short_code: smsPayments.short_code,
    keyword_ar: smsPayments.keyword_ar,
    keyword_en: smsPayments.keyword_en,
  }),
  values: (item) => ({
    mno: item.mno,
    price: item.price,
    short_code: item.short_code,
    keyword_ar: item.keyword_ar,
    keyword_en: item.keyword_en,
  }),
  check: async (db, items) => {
    const fields: FieldMessages = {};
    const wanted = [...new Set(items.map(({ item }) => item.mno))];
    if (wanted.length === 0) return fields;
    const known = new Set((await db.select({ id: mnos.id }).from(mnos).where(inArray(mnos.id, wanted))).map((row) => row.id));
    for (const { path, item } of items) if (!known.has(item.mno)) fields[`${path}.mno`] = 'validation.selectMno';
    return fields;
  },
};

export const bankTable: PaymentTable<BankPaymentData> = {
  kind: 'bank',
  table: bankPayments,
  idColumn: bankPayments.Bankid,
  idKey: 'Bankid',
  owner: { project: { column: bankPayments.projectId, key: 'projectId' } },
  json: jsonObject({
    Bankid: bankPayments.Bankid,
    IBAN: bankPayments.IBAN,
    accNum: bankPayments.accNum,
    accNameAR: bankPayments.accNameAR,
    accNameEN: bankPayments.accNameEN,
    nameAR: bankPayments.nameAR,
    nameEN: bankPayments.nameEN,
    noteAR: bankPayments.noteAR,
    noteEN: bankPayments.noteEN,
    countryAR: bankPayments.countryAR,
    countryEN: bankPayments.countryEN,
  }),
  // The country is the UAE (spec 9), whatever the client sent.
  values: (item) => ({
    IBAN: item.IBAN,
    accNum: item.accNum,
    accNameAR: item.accNameAR,
    accNameEN: item.accNameEN,
    nameAR: item.nameAR,
    nameEN: item.nameEN,
    noteAR: item.noteAR,
    noteEN: item.noteEN,
    countryAR: BANK_COUNTRY.countryAR,
    countryEN: BANK_COUNTRY.countryEN,
  }),
};

export const ccTable: PaymentTable<CcPaymentData> = {
  kind: 'cc',
  table: ccPayments,
  idColumn: ccPayments.ccid,
  idKey: 'ccid',
  owner: { project: { column: ccPayments.projectId, key: 'projectId' }, cause: { column: ccPayments.causeId, key: 'causeId' } },
  json: jsonObject({ ccid: ccPayments.ccid, cc_url: ccPayments.cc_url }),
  values: (item) => ({ cc_url: item.cc_url }),
};

/** The fields of a body's SMS rows (`path.<index>.keyword_en` or `_ar`) that hold a claim's keyword. */
export function smsItemFields(path: string, items: readonly unknown[]): ClaimFields {
  return (claim) =>
    (items as SmsPaymentData[]).flatMap((item, index) => {
      if (item.mno !== claim.mno || item.short_code !== claim.shortCode) return [];
      return (['keyword_en', 'keyword_ar'] as const).filter((field) => keywordKey(item[field]) === claim.key).map((field) => `${path}.${index}.${field}`);
    });
}

function ownerColumn(payment: PaymentTable, ownerType: PaymentOwnerType) {
  const owner = payment.owner[ownerType];
  if (!owner) throw new Error(`${payment.kind} payments have no ${ownerType} owner`);
  return owner;
}

/** An owner's items of this table as a JSON array, for the owner's JSON expression. */
export function paymentListJson(payment: PaymentTable, ownerType: PaymentOwnerType, ownerId: AnyPgColumn): SQL {
  return itemsOf(payment.table, payment.json, ownerColumn(payment, ownerType).column, ownerId, payment.idColumn);
}

/** A payment list of a create body (`sms_payment`) with its body key. */
export interface PaymentList {
  payment: PaymentTable;
  path: string;
  items: unknown[];
}

/** The references of new lists' items (operators): field path → message. */
export async function checkLists(db: Queryable, lists: PaymentList[]): Promise<FieldMessages> {
  const fields: FieldMessages = {};
  for (const { payment, path, items } of lists) {
    if (payment.check) Object.assign(fields, await payment.check(db, items.map((item, index) => ({ path: `${path}.${index}`, item }))));
  }
  return fields;
}

export async function insertItems(tx: Transaction, payment: PaymentTable, ownerType: PaymentOwnerType, ownerId: number, items: unknown[]) {
  const owner = ownerColumn(payment, ownerType);
  if (items.length === 0) return;
  await tx.insert(payment.table).values(items.map((item) => ({ ...payment.values(item), [owner.key]: ownerId })) as never);
}

export interface PaymentDiff<Item> {
  remove: number[];
  add: Item[];
  update: Array<Item & Values>;
}

/** The body keys of a payment call (spec 7.1): `sms_payment_to_remove`, `sms_payment_to_add` … */
export const diffKeys = (kind: PaymentKind) => ({
  remove: `${kind}_payment_to_remove`,
  add: `${kind}_payment_to_add`,
  update: `${kind}_payment_to_update`,
});

/**
 * Applies a payment diff to one owner inside the caller's transaction: every change or none.
 * Ids to remove or update must be items of this owner; each problem is a field message.
 */
export async function applyDiff<Item>(
  tx: Transaction,
  payment: PaymentTable<Item>,
  ownerType: PaymentOwnerType,
  ownerId: number,
  diff: PaymentDiff<Item>,
): Promise<void> {
  const owner = payment.owner[ownerType];
  if (!owner) throw validationError({ type: 'validation.invalid' });
  const keys = diffKeys(payment.kind);
  const fields: FieldMessages = {};
  const updateIds = diff.update.map((item) => item[payment.idKey] as number);
  const referenced = [...new Set([...diff.remove, ...updateIds])];
  const owned = new Set<number>();
  if (referenced.length > 0) {
    const rows = await tx
      .select({ id: payment.idColumn })
      .from(payment.table)
      .where(and(inArray(payment.idColumn, referenced), eq(owner.column, ownerId)));
    for (const row of rows) owned.add(row.id as number);
  }
  diff.remove.forEach((id, index) => {
    if (!owned.has(id)) fields[`${keys.remove}.${index}`] = 'validation.invalid';
  });
  const removed = new Set(diff.remove);
  const seen = new Set<number>();
  updateIds.forEach((id, index) => {
    if (!owned.has(id) || removed.has(id) || seen.has(id)) fields[`${keys.update}.${index}.${payment.idKey}`] = 'validation.invalid';
    seen.add(id);
  });
  if (payment.check) {
    Object.assign(
      fields,
      await payment.check(tx, [
        ...diff.add.map((item, index) => ({ path: `${keys.add}.${index}`, item })),
        ...diff.update.map((item, index) => ({ path: `${keys.update}.${index}`, item })),
      ]),
    );
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);

  if (diff.remove.length > 0) {
    await tx.delete(payment.table).where(and(inArray(payment.idColumn, diff.remove), eq(owner.column, ownerId)));
  }
  for (const item of diff.update) {
    await tx
      .update(payment.table)
      .set(payment.values(item) as never)
      .where(and(eq(payment.idColumn, item[payment.idKey] as number), eq(owner.column, ownerId)));
  }
  await insertItems(tx, payment as PaymentTable, ownerType, ownerId, diff.add);
}
