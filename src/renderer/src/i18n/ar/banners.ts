import type { Dictionary } from '../en';

export const banners: Dictionary['banners'] = {
  add: 'إضافة لافتة',
  empty: 'لا توجد لافتات',
  nothingSelected: 'يرجى تحديد بعض اللافتات',
  bulkDeleted: 'تم حذف اللافتات بنجاح',
  deleted: 'تم حذف اللافتة {{name}} بنجاح',
  saved: 'تم حفظ اللافتة بنجاح',
  savedHidden: 'حُفظت اللافتة {{name}}، لكنها لا تظهر هنا: تعرض هذه القائمة فقط اللافتات التي تفتح مشروعًا لـ {{organization}}.',
  savedOff: 'حُفظت اللافتة {{name}} وهي متوقفة: يعرضها التطبيق بعد أن تشغّلها.',
  intID: 'الرقم الداخلي',
  target: 'الوجهة',
  startDate: 'تاريخ البدء',
  targetType: 'نوع الوجهة',
  targetTypes: {
    project: 'فتح شاشة الدفع للمشروع',
    activity: 'فتح شاشة النشاط',
    url: 'فتح رابط',
  },
  activity: 'النشاط',
  chooseActivity: 'اختر نشاطًا',
  organization: 'المؤسسة',
  chooseOrganization: 'اختر مؤسسة',
  url: 'الرابط',
  image: 'صورة اللافتة',
};
