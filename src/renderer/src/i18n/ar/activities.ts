import type { Dictionary } from '../en';

export const activities: Dictionary['activities'] = {
  menu: 'الأنشطة',
  addTitle: 'إضافة نشاط',
  editTitle: 'تعديل النشاط',
  add: 'إضافة نشاط',
  empty: 'لا توجد أنشطة',
  nothingSelected: 'يرجى تحديد بعض الأنشطة',
  bulkDeleted: 'تم حذف الأنشطة بنجاح',
  deleted: 'تم حذف النشاط {{name}} بنجاح',
  saved: 'تم حفظ النشاط بنجاح',
  copyDeeplink: 'نسخ الرابط العميق لـ {{name}}',
  intID: 'الرقم الداخلي',
  image: 'صورة النشاط',
};
