import type { Dictionary } from '../en';

export const shortCodes: Dictionary['shortCodes'] = {
  menu: 'الأرقام المختصرة',
  addTitle: 'إضافة رقم مختصر',
  editTitle: 'تعديل الرقم المختصر',
  add: 'إضافة رقم مختصر',
  empty: 'لا توجد أرقام مختصرة',
  nothingSelected: 'يرجى تحديد بعض الأرقام المختصرة',
  bulkDeleted: 'تم حذف الأرقام المختصرة بنجاح',
  deleted: 'تم حذف الرقم المختصر {{name}} بنجاح',
  saved: 'تم حفظ الرقم المختصر بنجاح',
  rowName: '{{shortcode}} (المعرّف {{id}})',
  mno: 'مشغّل الاتصالات',
  organization: 'المؤسسة',
  price: 'السعر',
  shortcode: 'الرقم المختصر',
  keywordEN: 'الكلمة المفتاحية بالإنجليزية',
  selectOrganization: 'اختر مؤسسة',
  selectMno: 'اختر مشغّل الاتصالات',
};
