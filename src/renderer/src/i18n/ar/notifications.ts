import type { Dictionary } from '../en';

export const notifications: Dictionary['notifications'] = {
  menu: 'الإشعارات',
  addTitle: 'إضافة إشعار',
  editTitle: 'تعديل الإشعار',
  add: 'إضافة إشعار',
  empty: 'لا توجد إشعارات',
  nothingSelected: 'يرجى تحديد بعض الإشعارات',
  bulkDeleted: 'تم حذف الإشعارات بنجاح',
  deleted: 'تم حذف الإشعار {{name}} بنجاح',
  saved: 'تم حفظ الإشعار بنجاح',
  textEN: 'النص بالإنجليزية',
  textAR: 'النص بالعربية',
  createdAt: 'تاريخ الإنشاء',
  objectId: 'معرّف السجل',
};
