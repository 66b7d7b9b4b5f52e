import type { Dictionary } from '../en';

export const keywords: Dictionary['keywords'] = {
  empty: 'لا توجد كلمات مفتاحية',
  nothingSelected: 'يرجى تحديد بعض الكلمات المفتاحية',
  bulkDeleted: 'تم حذف الكلمات المفتاحية بنجاح',
  deleted: 'تم حذف الكلمة المفتاحية {{name}} بنجاح',
  saved: 'تم حفظ الكلمة المفتاحية بنجاح',
  title: 'العنوان',
  organization: 'المؤسسة',
  createdAt: 'تاريخ الإنشاء',
  filter: 'تصفية حسب المؤسسة',
  selectOrganization: 'اختر مؤسسة',
  addForm: 'إضافة كلمة مفتاحية',
  editForm: 'تعديل الكلمة المفتاحية',
  add: 'إضافة',
  edit: 'تعديل',
};
