/**
 * Projects and cases by the thousand for the benches that read them (bench:payable,
 * bench:publishing): the demo seed, then `rows` projects with 2 SMS rows, a bank block and a
 * credit-card link, and `rows` cases with 2 SMS rows and a link; two in three of each active.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../src/server/db/database';
import { seedDemoData } from '../../../src/server/seed/demo';
import { causesOwner, projectsOwner } from '../../../src/server/services/content/payable/owners';
import { storeRecordJson } from '../../../src/server/services/content/payable/record-json';

export async function fillPayableRecords(dataDir: string, rows: number): Promise<void> {
  const { db, close } = await openDatabase({ dataDir });
  await seedDemoData(db);
  await db.execute(sql`
    insert into projects (actid, act_int_id, org_id, org_int_id, org_name_ar, name_ar, name_en, info_ar, info_en, media_url, "order", isactive, created_at, updated_at)
    select 1, 1, 1, 101, 'هيئة', 'مشروع ' || i, 'Project ' || i, '<p class="ql-align-right">وصف المشروع رقم ' || i || '</p>', '<p>Project description ' || i || '</p>',
           'projects/' || i || '.jpg', i % 50, (i % 3 > 0)::int, now(), now()
    from generate_series(1, ${rows}) as i`);
  await db.execute(sql`insert into sms_payments (project_id, mno, price, short_code, keyword_ar, keyword_en)
    select p.id, m.mno, 10, 4202, 'تبرع', 'GIVE' || p.id from projects p cross join (values (1), (2)) as m(mno)`);
  await db.execute(sql`insert into bank_payments (project_id, iban, acc_num, acc_name_ar, acc_name_en, name_ar, name_en, note_ar, note_en, country_ar, country_en)
    select id, 'AE070331234567890123456', '1234567890', 'حساب', 'Account', 'بنك', 'Bank', 'ملاحظة', 'Note', 'الإمارات العربية المتحدة', 'UAE' from projects`);
  await db.execute(sql`insert into cc_payments (project_id, cc_url) select id, 'https://example.org/donate/' || id from projects`);
  await db.execute(sql`
    insert into causes (actid, orgid, name_ar, name_en, "order", info_ar, info_en, target_amount, collected_amount, isactive, created_at, updated_at)
    select 1, 1, 'حالة ' || i, 'Case ' || i, i % 50, '<p>وصف</p>', '<p>Description</p>', 10000, i, (i % 3 > 0)::int, now(), now()
    from generate_series(1, ${rows}) as i`);
  await db.execute(sql`insert into sms_payments (cause_id, mno, price, short_code, keyword_ar, keyword_en)
    select c.id, m.mno, 10, 4202, 'تبرع', 'CASE' || c.id from causes c cross join (values (1), (2)) as m(mno)`);
  await db.execute(sql`insert into cc_payments (cause_id, cc_url) select id, 'https://example.org/case/' || id from causes`);
  // As written through the API, which stores each record's JSON with every change.
  await storeRecordJson(db, projectsOwner);
  await storeRecordJson(db, causesOwner);
  await db.execute(sql`analyze`);
  await close();
}
