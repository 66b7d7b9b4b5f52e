import type { Dictionary } from '../en';

export const causes: Dictionary['causes'] = {
  add: 'إضافة حالة',
  empty: 'لا توجد حالات',
  nothingSelected: 'يرجى تحديد بعض الحالات',
  bulkDeleted: 'تم حذف الحالات بنجاح',
  deleted: 'تم حذف الحالة {{name}} بنجاح',
  statusChanged: 'تم تغيير وضع الحالة بنجاح.',
  needOrganization: 'يجب اختيار مؤسسة قبل إنشاء حالة.',
  needOrganizationToDuplicate: 'يجب اختيار مؤسسة قبل تكرار الحالة',
  category: 'الفئة',
  categoryId: 'رقم الفئة',
  organization: 'المؤسسة',
  organizationId: 'رقم المؤسسة',
  descriptionAR: 'الوصف بالعربية',
  descriptionEN: 'الوصف بالإنجليزية',
  targetAmount: 'المبلغ المستهدف',
  collectedAmount: 'المبلغ المحصّل',
  mediaURL: 'رابط الوسائط',
  copyDeeplink: 'نسخ الرابط العميق لـ {{name}}',
  duplicate: 'تكرار',
  duplicateRow: 'تكرار {{name}}',
};
