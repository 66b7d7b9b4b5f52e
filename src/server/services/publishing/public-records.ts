/**
 * What a published project or case shows donors: an explicit list of fields, built by the
 * database as JSON (record-json.ts's helpers), with its payment items and deeplinks. Left out:
 * the status flag (only active records are published), versions, times of writes and anything
 * staff-only. Descriptions are the stored, already sanitized HTML; images are as stored (an
 * upload path the media base serves, or an http(s) address), as in the rest of the public API.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SnapshotKind } from '../../../shared/entities/publishing';
import { bankPayments, causes, ccPayments, projects, smsPayments } from '../../db/schema';
import { itemsOf, jsonObject } from '../content/payable/record-json';

const ACTIVE = 1;

const smsItem = jsonObject({
  short_code: smsPayments.short_code,
  /** The operator (mnos id). */
  mno: smsPayments.mno,
  price: smsPayments.price,
  keyword_ar: smsPayments.keyword_ar,
  keyword_en: smsPayments.keyword_en,
});

const bankItem = jsonObject({
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
});

const ccItem = jsonObject({ cc_url: ccPayments.cc_url });

/** The published records of a kind: which rows, how each reads, in which order. */
export interface PublicRecords {
  table: PgTable;
  idColumn: AnyPgColumn;
  versionColumn: AnyPgColumn;
  /** Only these rows are published. */
  published: SQL;
  json: SQL;
  orderBy: SQL;
}

export const publicRecords: Record<SnapshotKind, PublicRecords> = {
  projects: {
    table: projects,
    idColumn: projects.id,
    versionColumn: projects.version,
    published: eq(projects.isactive, ACTIVE),
    json: jsonObject({
      id: projects.id,
      actid: projects.actid,
      actIntId: projects.actIntId,
      org_id: projects.org_id,
      orgIntId: projects.orgIntId,
      orgNameAR: projects.orgNameAR,
      nameAR: projects.nameAR,
      nameEN: projects.nameEN,
      infoAR: projects.infoAR,
      infoEN: projects.infoEN,
      mediaURL: projects.mediaURL,
      smartDeepLink: projects.smartDeepLink,
      deeplink: projects.deeplink,
      Order: projects.Order,
      sms_payment: itemsOf(smsPayments, smsItem, smsPayments.projectId, projects.id, smsPayments.id),
      bank_payment: itemsOf(bankPayments, bankItem, bankPayments.projectId, projects.id, bankPayments.Bankid),
      cc_payment: itemsOf(ccPayments, ccItem, ccPayments.projectId, projects.id, ccPayments.ccid),
    }),
    orderBy: sql`${projects.Order}, ${projects.id}`,
  },
  causes: {
    table: causes,
    idColumn: causes.id,
    versionColumn: causes.version,
    published: eq(causes.isactive, ACTIVE),
    json: jsonObject({
      id: causes.id,
      actid: causes.actid,
      orgid: causes.orgid,
      nameAR: causes.nameAR,
      nameEN: causes.nameEN,
      order: causes.order,
      infoAR: causes.infoAR,
      infoEN: causes.infoEN,
      targetAmount: causes.targetAmount,
      collectedAmount: causes.collectedAmount,
      mediaURL: causes.mediaURL,
      sms_payment: itemsOf(smsPayments, smsItem, smsPayments.causeId, causes.id, smsPayments.id),
      cc_payment: itemsOf(ccPayments, ccItem, ccPayments.causeId, causes.id, ccPayments.ccid),
    }),
    orderBy: sql`${causes.order}, ${causes.id}`,
  },
};
