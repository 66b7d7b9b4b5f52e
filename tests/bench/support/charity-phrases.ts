/**
 * Names the benches give the records they load: one of these (Arabic · English) and a number, as a
 * charity's projects and cases are named. Words repeat across names on purpose: a search of one
 * word finds thousands, a search of a name with its number finds one.
 */
export const CHARITY_PHRASES: ReadonlyArray<readonly [arabic: string, english: string]> = [
  ['إغاثة عاجلة', 'Emergency relief'],
  ['كفالة أيتام', 'Orphan sponsorship'],
  ['سقيا الماء', 'Water well'],
  ['إفطار صائم', 'Iftar meal'],
  ['بناء مسجد', 'Mosque building'],
  ['علاج مريض', 'Patient treatment'],
  ['كسوة العيد', 'Eid clothing'],
  ['زكاة المال', 'Zakat fund'],
  ['سلة غذائية', 'Food basket'],
  ['تعليم طفل', 'Child education'],
  ['أضاحي العيد', 'Eid sacrifice'],
  ['صدقة جارية', 'Ongoing charity'],
  ['بيت المحتاج', 'Home for the needy'],
  ['مشروع تنموي', 'Development project'],
  ['دعم الأسر', 'Family support'],
  ['حملة الشتاء', 'Winter campaign'],
];
