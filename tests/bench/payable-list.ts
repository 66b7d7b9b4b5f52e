/**
 * `npx tsx tests/bench/payable-list.ts`: GET /projects and GET /causes with 10,000 records each
 * (projects with 2 SMS rows, a bank block and a credit-card link; cases with 2 SMS rows and a
 * link) on embedded PostgreSQL, over HTTP with an admin session. Prints the median of 10 runs
 * after 2 warm-ups. Target: well under 300 ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/database';
import { seedDemoData } from '../../src/server/seed/demo';
import { causesOwner, projectsOwner } from '../../src/server/services/content/payable/owners';
import { storeRecordJson } from '../../src/server/services/content/payable/record-json';
import { startPlatformServer } from '../../src/server/start';
import { median, ms } from './stats';
import { signInAdmin } from './support/sign-in';

const ROWS = 10_000;
const RUNS = 10;

async function fill(dataDir: string): Promise<void> {
  const { db, close } = await openDatabase({ dataDir });
  await seedDemoData(db);
  await db.execute(sql`
    insert into projects (actid, act_int_id, org_id, org_int_id, org_name_ar, name_ar, name_en, info_ar, info_en, media_url, "order", isactive, created_at, updated_at)
    select 1, 1, 1, 101, 'هيئة', 'مشروع ' || i, 'Project ' || i, '<p class="ql-align-right">وصف المشروع رقم ' || i || '</p>', '<p>Project description ' || i || '</p>',
           'projects/' || i || '.jpg', i % 50, (i % 3 > 0)::int, now(), now()
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`insert into sms_payments (project_id, mno, price, short_code, keyword_ar, keyword_en)
    select p.id, m.mno, 10, 4202, 'تبرع', 'GIVE' || p.id from projects p cross join (values (1), (2)) as m(mno)`);
  await db.execute(sql`insert into bank_payments (project_id, iban, acc_num, acc_name_ar, acc_name_en, name_ar, name_en, note_ar, note_en, country_ar, country_en)
    select id, 'AE070331234567890123456', '1234567890', 'حساب', 'Account', 'بنك', 'Bank', 'ملاحظة', 'Note', 'الإمارات العربية المتحدة', 'UAE' from projects`);
  await db.execute(sql`insert into cc_payments (project_id, cc_url) select id, 'https://example.org/donate/' || id from projects`);
  await db.execute(sql`
    insert into causes (actid, orgid, name_ar, name_en, "order", info_ar, info_en, target_amount, collected_amount, isactive, created_at, updated_at)
    select 1, 1, 'حالة ' || i, 'Case ' || i, i % 50, '<p>وصف</p>', '<p>Description</p>', 10000, i, (i % 3 > 0)::int, now(), now()
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`insert into sms_payments (cause_id, mno, price, short_code, keyword_ar, keyword_en)
    select c.id, m.mno, 10, 4202, 'تبرع', 'CASE' || c.id from causes c cross join (values (1), (2)) as m(mno)`);
  await db.execute(sql`insert into cc_payments (cause_id, cc_url) select id, 'https://example.org/case/' || id from causes`);
  // As written through the API, which stores each record's JSON with every change.
  await storeRecordJson(db, projectsOwner);
  await storeRecordJson(db, causesOwner);
  await db.execute(sql`analyze`);
  await close();
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-payable-'));
  try {
    await fill(dataDir);
    const server = await startPlatformServer({ port: 0, dataDir, logger: false, devOutbox: true });
    try {
      const headers = await signInAdmin(server.url);
      for (const path of ['/projects', '/causes']) {
        const times: number[] = [];
        let bytes = 0;
        let count = 0;
        for (let run = 0; run < RUNS + 2; run++) {
          const started = performance.now();
          const response = await fetch(server.url + path, { headers });
          const text = await response.text();
          const elapsed = performance.now() - started;
          if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
          if (run >= 2) times.push(elapsed);
          bytes = text.length;
          count = (Object.values((JSON.parse(text) as { data: Record<string, unknown[]> }).data)[0] ?? []).length;
        }
        console.log(`GET ${path}: ${count} records, ${(bytes / 1e6).toFixed(1)} MB, median ${median(times).toFixed(0)} ms (runs: ${ms(times)})`);
      }
    } finally {
      await server.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
