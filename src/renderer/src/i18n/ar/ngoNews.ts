import type { Dictionary } from '../en';

export const ngoNews: Dictionary['ngoNews'] = {
  menu: 'أخبار المؤسسات',
  addTitle: 'إضافة خبر مؤسسة',
  editTitle: 'تعديل خبر المؤسسة',
  add: 'إضافة خبر مؤسسة',
  empty: 'لا توجد أخبار للمؤسسات',
  nothingSelected: 'يرجى تحديد بعض أخبار المؤسسات',
  bulkDeleted: 'تم حذف أخبار المؤسسات بنجاح',
  deleted: 'تم حذف الخبر {{name}} بنجاح',
  saved: 'تم حفظ خبر المؤسسة بنجاح',
  link: 'الرابط',
  organization: 'المؤسسة',
  selectOrganization: 'اختر مؤسسة',
  image: 'صورة الخبر',
  imageOf: 'صورة {{name}}',
  createdAt: 'تاريخ الإنشاء',
  objectId: 'معرّف السجل',
};
