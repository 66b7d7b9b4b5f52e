/** Payloads and helpers shared by the project, case and payment suites. */
import { sql } from 'drizzle-orm';
import type { TestServer } from './test-server';

let smsRows = 0;

/**
 * An SMS row. Its keywords are new each time (GIVE1, تبرع1, GIVE2 …): a keyword on a short code
 * counts for one active owner, so two records with the same one are refused (409 keywordClaimed).
 */
export const sms = (overrides: Record<string, unknown> = {}) => {
  smsRows += 1;
  return { mno: 1, price: 10, short_code: 4202, keyword_ar: `تبرع${smsRows}`, keyword_en: `GIVE${smsRows}`, ...overrides };
};

export const bank = (overrides: Record<string, unknown> = {}) => ({
  IBAN: 'AE070331234567890123456',
  accNum: '1234567890',
  accNameAR: 'جمعية النور',
  accNameEN: 'Al Noor Society',
  nameAR: 'بنك أبوظبي الأول',
  nameEN: 'First Abu Dhabi Bank',
  noteAR: 'اذكر اسم المشروع.',
  noteEN: 'Mention the project name.',
  ...overrides,
});

/** A bank block as answered, made an input again: the country is the server's to write, and a body may not carry it. */
export const bankInput = ({ countryAR: _countryAR, countryEN: _countryEN, ...row }: Record<string, unknown>) => row;

export const cc = (overrides: Record<string, unknown> = {}) => ({ cc_url: 'https://alnoor.example.org/donate', ...overrides });

/** The ids (table ids) of a seeded activity and organization, by intID. */
export async function seededRefs(server: TestServer): Promise<{ actId: number; actIntID: number; orgId: number; orgIntID: number; orgNameAR: string }> {
  const db = server.database.handle.db;
  const activity = (await db.execute(sql`select id, int_id from activities where int_id = 4`)) as unknown as { rows: Array<{ id: number; int_id: number }> };
  const organization = (await db.execute(sql`select id, int_id, name_ar from organizations where int_id = 101`)) as unknown as {
    rows: Array<{ id: number; int_id: number; name_ar: string }>;
  };
  return {
    actId: activity.rows[0]!.id,
    actIntID: activity.rows[0]!.int_id,
    orgId: organization.rows[0]!.id,
    orgIntID: organization.rows[0]!.int_id,
    orgNameAR: organization.rows[0]!.name_ar,
  };
}

/** How many payment rows of each table the database holds for this owner. */
export async function paymentCounts(server: TestServer, column: 'project_id' | 'cause_id', id: number) {
  const db = server.database.handle.db;
  const count = async (table: string) => {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table} where ${column} = ${Number(id)}`))) as unknown as {
      rows: Array<{ n: number }>;
    };
    return result.rows[0]!.n;
  };
  return {
    sms: await count('sms_payments'),
    bank: column === 'project_id' ? await count('bank_payments') : 0,
    cc: await count('cc_payments'),
  };
}
