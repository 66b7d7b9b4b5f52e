/**
 * Projects and urgent cases (spec 2.12, 2.13, 3, 7.1): records that own payment items (SMS rows,
 * a bank block for projects, credit-card links). They do not fit the generic CRUD builder
 * (crud.ts): a record is answered with its item lists, a create writes the record and its lists
 * in one transaction, every write bumps `version` (optimistic concurrency) and rich text is
 * sanitized. So one builder here serves both owners, from a descriptor each, plus the three
 * payment endpoints.
 *
 * Records are built as JSON by the database (as db/json-list.ts does): one json_build_object per
 * record with correlated json_agg subqueries for its item lists (indexed by owner and id). Every
 * write through this API stores that JSON text in the record (`record_json`, in the same
 * transaction), with a key of the JSON expression (`record_json_key`): a list is then a
 * concatenation of stored texts (10,000 projects with their lists: ~10 MB, built in well under
 * 300 ms on PGlite, against ~800 ms when built per request). A record whose stored text is
 * missing (rows seeded or written by SQL) or of another shape (an older server) is built on the
 * fly, so the answer is always the current shape.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { PgDialect, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  causeInputSchema,
  causeResponseSchema,
  causeUpdateBodySchema,
  causesBulkBodySchema,
  causesResponseSchema,
  CAUSE_MAX,
  type CauseCreateData,
  type CauseData,
} from '../../../shared/entities/cause';
import { boundMessage, deletedResponseSchema, editStatusQuerySchema, idParamsSchema, statusToggleBodySchema } from '../../../shared/entities/fields';
import {
  BANK_COUNTRY,
  bankPaymentUpdateBodySchema,
  ccPaymentUpdateBodySchema,
  smsPaymentUpdateBodySchema,
  type BankPaymentData,
  type CcPaymentData,
  type PaymentKind,
  type PaymentOwnerType,
  type SmsPaymentData,
} from '../../../shared/entities/payment';
import {
  PROJECT_MAX,
  projectInputSchema,
  projectResponseSchema,
  projectsBulkBodySchema,
  projectsResponseSchema,
  projectUpdateBodySchema,
  type ProjectCreateData,
  type ProjectData,
} from '../../../shared/entities/project';
import type { ServerContext } from '../../context';
import type { Queryable, Transaction } from '../../db/database';
import { activities, bankPayments, causes, ccPayments, mnos, organizations, projects, smsPayments } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { conflictNote, staleVersion } from '../../http/stale-version';
import { parseOrThrow, validationError } from '../../http/validation';
import { bodyCheckedInHandler } from './crud';
import { sanitizeHtml } from './sanitize-html';

type Values = Record<string, unknown>;
type Fields = Record<string, string>;

// ------------------------------------------------------------------------------ JSON in SQL

/** An ISO 8601 UTC text of a timestamptz, as Date.toISOString() writes it. */
const isoTime = (column: AnyPgColumn): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `json_build_object('key', value, …)`; the keys are this module's own constants. */
function jsonObject(fields: Record<string, AnyPgColumn | SQL>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!/^[A-Za-z_]+$/.test(key)) throw new Error(`Unexpected JSON key ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The items of one owner as a JSON array (`[]` when none), in id order. */
function itemsOf(table: PgTable, item: SQL, ownerColumn: AnyPgColumn, ownerId: AnyPgColumn, idColumn: AnyPgColumn): SQL {
  return sql`coalesce((select json_agg(${item} order by ${idColumn}) from ${table} where ${ownerColumn} = ${ownerId}), '[]'::json)`;
}

const smsJson = jsonObject({
  id: smsPayments.id,
  mno: smsPayments.mno,
  price: smsPayments.price,
  short_code: smsPayments.short_code,
  keyword_ar: smsPayments.keyword_ar,
  keyword_en: smsPayments.keyword_en,
});
const bankJson = jsonObject({
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
});
const ccJson = jsonObject({ ccid: ccPayments.ccid, cc_url: ccPayments.cc_url });

// ------------------------------------------------------------------------------ payment tables

interface PaymentTable<Item> {
  kind: PaymentKind;
  table: PgTable;
  idColumn: AnyPgColumn;
  /** Property of the item id in payloads: `id`, `Bankid`, `ccid`. */
  idKey: string;
  /** Owner column (and its property) per owner type; bank rows belong to projects only. */
  owner: Partial<Record<PaymentOwnerType, { column: AnyPgColumn; key: string }>>;
  values: (item: Item) => Values;
  /** References of items to check (operators): field path → message. */
  check?: (db: Queryable, items: Array<{ path: string; item: Item }>) => Promise<Fields>;
}

const smsTable: PaymentTable<SmsPaymentData> = {
  kind: 'sms',
  table: smsPayments,
  idColumn: smsPayments.id,
  idKey: 'id',
  owner: { project: { column: smsPayments.projectId, key: 'projectId' }, cause: { column: smsPayments.causeId, key: 'causeId' } },
  values: (item) => ({
    mno: item.mno,
    price: item.price,
    short_code: item.short_code,
    keyword_ar: item.keyword_ar,
    keyword_en: item.keyword_en,
  }),
  check: async (db, items) => {
    const fields: Fields = {};
    const wanted = [...new Set(items.map(({ item }) => item.mno))];
    if (wanted.length === 0) return fields;
    const known = new Set((await db.select({ id: mnos.id }).from(mnos).where(inArray(mnos.id, wanted))).map((row) => row.id));
    for (const { path, item } of items) if (!known.has(item.mno)) fields[`${path}.mno`] = 'validation.selectMno';
    return fields;
  },
};

const bankTable: PaymentTable<BankPaymentData> = {
  kind: 'bank',
  table: bankPayments,
  idColumn: bankPayments.Bankid,
  idKey: 'Bankid',
  owner: { project: { column: bankPayments.projectId, key: 'projectId' } },
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

const ccTable: PaymentTable<CcPaymentData> = {
  kind: 'cc',
  table: ccPayments,
  idColumn: ccPayments.ccid,
  idKey: 'ccid',
  owner: { project: { column: ccPayments.projectId, key: 'projectId' }, cause: { column: ccPayments.causeId, key: 'causeId' } },
  values: (item) => ({ cc_url: item.cc_url }),
};

// ------------------------------------------------------------------------------ owners

interface Owner<Create, Data> {
  /** Key of `json`'s SQL text: a stored record_json counts only with this key. */
  jsonKey?: string;
  recordJsonColumn: AnyPgColumn;
  recordJsonKeyColumn: AnyPgColumn;
  type: PaymentOwnerType;
  path: 'projects' | 'causes';
  noun: { one: string; many: string };
  table: PgTable;
  idColumn: AnyPgColumn;
  versionColumn: AnyPgColumn;
  itemKey: 'project' | 'cause';
  listKey: 'projects' | 'causes';
  bulkKey: 'projectsIDs' | 'causesIDs';
  dataKey: 'project_data_to_update' | 'cause_data_to_update';
  createSchema: z.ZodType<Create>;
  updateSchema: z.ZodType;
  itemResponse: z.ZodType;
  listResponse: z.ZodType;
  bulkBody: z.ZodType;
  /** One record as a JSON object expression (its lists included). */
  json: SQL;
  /** Default order of the list: active first, then Order/order, then id. */
  orderBy: SQL;
  /** The payment lists of a create payload. */
  createLists: (data: Create) => Array<{ table: PaymentTable<never>; path: string; items: unknown[] }>;
  /** Row values of the main data (references checked, rich text sanitized); `prefix` names the body key. */
  values: (data: Data, db: Queryable, mode: 'create' | 'update', prefix: string) => Promise<Values>;
}

/** The activity and organization a form chose, or field messages. */
async function references(db: Queryable, actId: number, orgId: number, prefix: string) {
  const [activity] = await db.select({ intID: activities.intID }).from(activities).where(eq(activities.id, actId));
  const [organization] = await db
    .select({ intID: organizations.intID, nameAR: organizations.nameAR })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const fields: Fields = {};
  if (!activity) fields[`${prefix}act_id`] = 'validation.selectActivity';
  if (!organization) fields[`${prefix}org_id`] = 'validation.selectOrg';
  if (!activity || !organization) throw validationError(fields);
  return { activity, organization };
}

/** Both descriptions sanitized; the bound applies to the stored HTML. */
function richTexts(data: { infoAR: string; infoEN: string }, max: number, prefix: string) {
  const infoAR = sanitizeHtml(data.infoAR);
  const infoEN = sanitizeHtml(data.infoEN);
  const fields: Fields = {};
  if (infoAR.length > max) fields[`${prefix}infoAR`] = boundMessage('maxLength', max);
  if (infoEN.length > max) fields[`${prefix}infoEN`] = boundMessage('maxLength', max);
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return { infoAR, infoEN };
}

const dotted = (prefix: string) => (prefix ? `${prefix}.` : '');

export const projectsOwner: Owner<ProjectCreateData, ProjectData> = {
  type: 'project',
  path: 'projects',
  noun: { one: 'project', many: 'projects' },
  table: projects,
  idColumn: projects.id,
  versionColumn: projects.version,
  recordJsonColumn: projects.recordJson,
  recordJsonKeyColumn: projects.recordJsonKey,
  itemKey: 'project',
  listKey: 'projects',
  bulkKey: 'projectsIDs',
  dataKey: 'project_data_to_update',
  createSchema: projectInputSchema,
  updateSchema: projectUpdateBodySchema,
  itemResponse: projectResponseSchema,
  listResponse: projectsResponseSchema,
  bulkBody: projectsBulkBodySchema,
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
    isactive: projects.isactive,
    version: projects.version,
    createdAt: isoTime(projects.createdAt),
    updatedAt: isoTime(projects.updatedAt),
    sms_payment: itemsOf(smsPayments, smsJson, smsPayments.projectId, projects.id, smsPayments.id),
    bank_payment: itemsOf(bankPayments, bankJson, bankPayments.projectId, projects.id, bankPayments.Bankid),
    cc_payment: itemsOf(ccPayments, ccJson, ccPayments.projectId, projects.id, ccPayments.ccid),
  }),
  orderBy: sql`${projects.isactive} desc, ${projects.Order}, ${projects.id}`,
  createLists: (data) => [
    { table: smsTable as PaymentTable<never>, path: 'sms_payment', items: data.sms_payment },
    { table: bankTable as PaymentTable<never>, path: 'bank_payment', items: data.bank_payment },
    { table: ccTable as PaymentTable<never>, path: 'cc_payment', items: data.cc_payment },
  ],
  values: async (data, db, mode, prefix) => {
    const { activity, organization } = await references(db, data.act_id, data.org_id, dotted(prefix));
    const values: Values = {
      actid: data.act_id,
      actIntId: activity.intID,
      org_id: data.org_id,
      orgIntId: organization.intID,
      orgNameAR: organization.nameAR,
      nameAR: data.nameAR,
      nameEN: data.nameEN,
      ...richTexts(data, PROJECT_MAX.info, dotted(prefix)),
      mediaURL: data.mediaURL,
    };
    if (data.Order !== undefined) values.Order = data.Order;
    if (data.isactive !== undefined) values.isactive = data.isactive;
    // Links are kept unless given (older clients do not send them).
    if (data.smartDeepLink !== null || mode === 'create') values.smartDeepLink = data.smartDeepLink;
    if (data.deeplink !== null || mode === 'create') values.deeplink = data.deeplink;
    return values;
  },
};

export const causesOwner: Owner<CauseCreateData, CauseData> = {
  type: 'cause',
  path: 'causes',
  noun: { one: 'case', many: 'cases' },
  table: causes,
  idColumn: causes.id,
  versionColumn: causes.version,
  recordJsonColumn: causes.recordJson,
  recordJsonKeyColumn: causes.recordJsonKey,
  itemKey: 'cause',
  listKey: 'causes',
  bulkKey: 'causesIDs',
  dataKey: 'cause_data_to_update',
  createSchema: causeInputSchema,
  updateSchema: causeUpdateBodySchema,
  itemResponse: causeResponseSchema,
  listResponse: causesResponseSchema,
  bulkBody: causesBulkBodySchema,
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
    isactive: causes.isactive,
    version: causes.version,
    createdAt: isoTime(causes.createdAt),
    updatedAt: isoTime(causes.updatedAt),
    sms_payment: itemsOf(smsPayments, smsJson, smsPayments.causeId, causes.id, smsPayments.id),
    cc_payment: itemsOf(ccPayments, ccJson, ccPayments.causeId, causes.id, ccPayments.ccid),
  }),
  orderBy: sql`${causes.isactive} desc, ${causes.order}, ${causes.id}`,
  createLists: (data) => [
    { table: smsTable as PaymentTable<never>, path: 'sms_payment', items: data.sms_payment },
    { table: ccTable as PaymentTable<never>, path: 'cc_payment', items: data.cc_payment },
  ],
  values: async (data, db, mode, prefix) => {
    await references(db, data.act_id, data.org_id, dotted(prefix));
    const values: Values = {
      actid: data.act_id,
      orgid: data.org_id,
      nameAR: data.nameAR,
      nameEN: data.nameEN,
      order: data.order,
      ...richTexts(data, CAUSE_MAX.info, dotted(prefix)),
      targetAmount: data.target_amount,
      mediaURL: data.mediaURL,
    };
    if (data.collected_amount !== undefined) values.collectedAmount = data.collected_amount;
    else if (mode === 'create') values.collectedAmount = 0;
    if (data.isactive !== undefined) values.isactive = data.isactive;
    return values;
  },
};

// ------------------------------------------------------------------------------ reads

async function selectJson(db: Queryable, query: SQL): Promise<string | undefined> {
  // Both drivers answer `{ rows }`; their declared result types differ, hence the cast.
  const result = (await db.execute(query)) as unknown as { rows: Array<{ json: string | null }> };
  return result.rows[0]?.json ?? undefined;
}

const dialect = new PgDialect();

/** The key of an owner's JSON expression: changes whenever the answered shape changes. */
function jsonKey(owner: Owner<never, never>): string {
  owner.jsonKey ??= createHash('sha256').update(dialect.sqlToQuery(owner.json).sql).digest('base64url').slice(0, 16);
  return owner.jsonKey;
}

/** A record's JSON text: the stored one when it has the current shape, else built now. */
function recordText(owner: Owner<never, never>): SQL {
  return sql`case when ${owner.recordJsonKeyColumn} = ${jsonKey(owner)} then ${owner.recordJsonColumn} else (${owner.json})::text end`;
}

/** Every record of an owner with its lists, as one JSON array text, in the list's order. */
export async function listJson(db: Queryable, owner: Owner<never, never>): Promise<string> {
  // Usually every stored text is current: then the list is a plain concatenation (the CASE of
  // recordText costs as much again over 10,000 rows, so it is used only when needed).
  const stale = await selectJson(
    db,
    sql`select exists(select 1 from ${owner.table} where ${owner.recordJsonKeyColumn} is distinct from ${jsonKey(owner)})::text as json`,
  );
  const text = stale === 'true' ? recordText(owner) : owner.recordJsonColumn;
  const json = await selectJson(db, sql`select '[' || string_agg(${text}, ',' order by ${owner.orderBy}) || ']' as json from ${owner.table}`);
  return json ?? '[]';
}

/** One record with its lists, or a 404. */
export async function readRecord(db: Queryable, owner: Owner<never, never>, id: number): Promise<unknown> {
  const json = await selectJson(db, sql`select ${recordText(owner)} as json from ${owner.table} where ${owner.idColumn} = ${id}`);
  if (json === undefined) throw notFound(`There is no such ${owner.noun.one}.`);
  return JSON.parse(json);
}

/**
 * Stores the JSON text of the records matching `where` (one id, or every record when absent),
 * after their last change in this transaction.
 */
export async function storeRecordJson(db: Queryable, owner: Owner<never, never>, id?: number): Promise<void> {
  await db
    .update(owner.table)
    .set({ recordJson: sql`(${owner.json})::text`, recordJsonKey: jsonKey(owner) } as never)
    .where(id === undefined ? undefined : eq(owner.idColumn, id));
}

// ------------------------------------------------------------------------------ writes

/** Locks the record for this transaction and checks the version the client last saw. */
async function lockRecord(tx: Transaction, owner: Owner<never, never>, id: number, expected: number | undefined): Promise<void> {
  const [row] = await tx
    .select({ version: owner.versionColumn })
    .from(owner.table)
    .where(eq(owner.idColumn, id))
    .for('update');
  if (!row) throw notFound(`There is no such ${owner.noun.one}.`);
  if (expected !== undefined && expected !== row.version) throw staleVersion();
}

/** Writes the values (if any) with the next version and the time of the change. */
async function bumpRecord(tx: Transaction, owner: Owner<never, never>, id: number, now: Date, values: Values = {}): Promise<void> {
  await tx
    .update(owner.table)
    .set({ ...values, version: sql`${owner.versionColumn} + 1`, updatedAt: now } as never)
    .where(eq(owner.idColumn, id));
}

/**
 * One write to a project or case, in a transaction: the version check, `change` (payment items),
 * the new values with the version bumped, and the record's stored JSON.
 */
async function changeRecord(
  db: Queryable,
  owner: Owner<never, never>,
  id: number,
  write: { version: number | undefined; now: Date; values?: Values; change?: (tx: Transaction) => Promise<void> },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRecord(tx, owner, id, write.version);
    if (write.change) await write.change(tx);
    await bumpRecord(tx, owner, id, write.now, write.values);
    await storeRecordJson(tx, owner, id);
  });
}

async function insertItems<Item>(tx: Transaction, payment: PaymentTable<Item>, ownerType: PaymentOwnerType, ownerId: number, items: Item[]) {
  const owner = payment.owner[ownerType];
  if (!owner) throw new Error(`${payment.kind} payments have no ${ownerType} owner`);
  if (items.length === 0) return;
  await tx.insert(payment.table).values(items.map((item) => ({ ...payment.values(item), [owner.key]: ownerId })) as never);
}

interface PaymentDiff<Item> {
  remove: number[];
  add: Item[];
  update: Array<Item & Record<string, unknown>>;
}

/** The body keys of a payment call (spec 7.1): `sms_payment_to_remove`, `sms_payment_to_add` … */
const diffKeys = (kind: PaymentKind) => ({
  remove: `${kind}_payment_to_remove`,
  add: `${kind}_payment_to_add`,
  update: `${kind}_payment_to_update`,
});

/**
 * Applies a payment diff to one owner inside the caller's transaction: every change or none.
 * Ids to remove or update must be items of this owner; each problem is a field message.
 */
async function applyDiff<Item>(tx: Transaction, payment: PaymentTable<Item>, ownerType: PaymentOwnerType, ownerId: number, diff: PaymentDiff<Item>) {
  const owner = payment.owner[ownerType];
  if (!owner) throw validationError({ type: 'validation.invalid' });
  const keys = diffKeys(payment.kind);
  const fields: Fields = {};
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
  await insertItems(tx, payment, ownerType, ownerId, diff.add);
}

// ------------------------------------------------------------------------------ routes

export function registerOwnerRoutes<Create, Data>(app: FastifyInstance, context: ServerContext, owner: Owner<Create, Data>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = context;
  const base = `/${owner.path}`;
  const tags = [owner.path];
  const anyOwner = owner as unknown as Owner<never, never>;
  const record = async (id: number) => ({ [owner.itemKey]: await readRecord(db, anyOwner, id) });

  routes.get(base, { schema: { tags, summary: `All ${owner.noun.many} with their payment lists (active first).`, response: { 200: owner.listResponse } } }, async (_request, reply) => {
    const list = await listJson(db, anyOwner);
    // Already JSON: sent as it is, in the envelope the response schema documents.
    return reply.type('application/json').send(`{"data":{${JSON.stringify(owner.listKey)}:${list}}}` as never);
  });

  routes.get(
    `${base}/:id`,
    { schema: { tags, summary: `One ${owner.noun.one} with its payment lists.`, params: idParamsSchema, response: { 200: owner.itemResponse } } },
    async (request) => record(request.params.id),
  );

  routes.post(
    base,
    {
      schema: {
        tags,
        summary: `Add a ${owner.noun.one} with its payment lists (one transaction).`,
        body: owner.createSchema,
        response: { 201: owner.itemResponse },
      },
    },
    async (request, reply) => {
      const data = request.body as Create;
      const values = await owner.values(data as unknown as Data, db, 'create', '');
      const lists = owner.createLists(data);
      const fields: Fields = {};
      for (const list of lists) {
        if (list.table.check) {
          Object.assign(fields, await list.table.check(db, list.items.map((item, index) => ({ path: `${list.path}.${index}`, item: item as never }))));
        }
      }
      if (Object.keys(fields).length > 0) throw validationError(fields);
      const now = clock();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(owner.table)
          .values({ ...values, version: 1, createdAt: now, updatedAt: now } as never)
          .returning({ id: owner.idColumn });
        const created = (row as { id: number }).id;
        for (const list of lists) await insertItems(tx, list.table, owner.type, created, list.items as never[]);
        await storeRecordJson(tx, anyOwner, created);
        return created;
      });
      return reply.code(201).send(await record(id));
    },
  );

  routes.put(
    `${base}/:id`,
    {
      // The route's schema type is not a zod type; the compiler only ever sees zod schemas.
      validatorCompiler: bodyCheckedInHandler as never,
      schema: {
        tags,
        summary: `Change a ${owner.noun.one}'s main data, or with ?edit_status=true only its status.`,
        description:
          `With \`edit_status=true\` the body is \`{ new_status }\` or \`{ isactive }\` (0 or 1), optionally with \`version\`; otherwise \`{ ${owner.dataKey}, id, version? }\` ` +
          '(the path id wins; payment lists are changed through the payment endpoints). Validation failures answer 400 with `fields`.' +
          conflictNote,
        params: idParamsSchema,
        querystring: editStatusQuerySchema,
        body: z.union([statusToggleBodySchema, owner.updateSchema]),
        response: { 200: owner.itemResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.query.edit_status === 'true') {
        const toggle = parseOrThrow(statusToggleBodySchema, request.body);
        const isactive = (toggle.new_status ?? toggle.isactive) as number;
        await changeRecord(db, anyOwner, id, { version: toggle.version, now: clock(), values: { isactive } });
        return record(id);
      }
      const body = parseOrThrow(owner.updateSchema, request.body) as Record<string, unknown> & { version?: number };
      const values = await owner.values(body[owner.dataKey] as Data, db, 'update', owner.dataKey);
      await changeRecord(db, anyOwner, id, { version: body.version, now: clock(), values });
      return record(id);
    },
  );

  routes.delete(
    `${base}/bulk`,
    {
      schema: {
        tags,
        summary: `Delete several ${owner.noun.many} with their payments: all or none.`,
        description: `Body \`{ ${owner.bulkKey}: [ids] }\`. 404 (and nothing deleted) when any id is unknown.`,
        body: owner.bulkBody,
        response: { 200: deletedResponseSchema },
      },
    },
    async (request) => {
      const ids = [...new Set((request.body as Record<string, number[]>)[owner.bulkKey]!)];
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx.delete(owner.table).where(inArray(owner.idColumn, ids)).returning({ id: owner.idColumn });
        if (rows.length !== ids.length) throw notFound(`Some of these ${owner.noun.many} do not exist; nothing was deleted.`);
        return rows.length;
      });
      return { deleted };
    },
  );

  routes.delete(
    `${base}/:id`,
    {
      schema: { tags, summary: `Delete a ${owner.noun.one} with its payments.`, params: idParamsSchema, response: { 200: deletedResponseSchema } },
    },
    async (request) => {
      const rows = await db.delete(owner.table).where(eq(owner.idColumn, request.params.id)).returning({ id: owner.idColumn });
      if (rows.length === 0) throw notFound(`There is no such ${owner.noun.one}.`);
      return { deleted: rows.length };
    },
  );
}

/** What every payment call carries besides its lists (the bank call has no `type`: projects only). */
type PaymentCallBody = { type?: PaymentOwnerType; version?: number } & Record<string, unknown>;

/** The three payment endpoints of spec 7.1: a diff of one owner's items, applied whole or not at all. */
export function registerPaymentRoutes(app: FastifyInstance, context: ServerContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = context;
  const tags = ['payments'];
  const ownerResponse = z.union([projectResponseSchema, causeResponseSchema]);
  const ownerOf = (type: PaymentOwnerType | undefined) =>
    (type === 'cause' ? causesOwner : projectsOwner) as unknown as Owner<never, never>;

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
            conflictNote,
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
        await changeRecord(db, owner, id, { version: call.version, now: clock(), change: (tx) => applyDiff(tx, payment, owner.type, id, diff) });
        // The record was read from the database in the documented shape.
        return { [owner.itemKey]: await readRecord(db, owner, id) } as z.infer<typeof ownerResponse>;
      },
    );
  };

  paymentRoute(smsTable, smsPaymentUpdateBodySchema, 'Change the SMS rows of a project or a case.');
  paymentRoute(bankTable, bankPaymentUpdateBodySchema, 'Change the bank block of a project (the country is always the UAE).');
  paymentRoute(ccTable, ccPaymentUpdateBodySchema, 'Change the credit-card links of a project or a case.');
}

/** Projects, cases and their payment endpoints. */
export function registerPayableRoutes(app: FastifyInstance, context: ServerContext): void {
  registerOwnerRoutes(app, context, projectsOwner);
  registerOwnerRoutes(app, context, causesOwner);
  registerPaymentRoutes(app, context);
}
