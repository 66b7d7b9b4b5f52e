import type { Dictionary } from '../en';

export const projects: Dictionary['projects'] = {
  add: 'إضافة مشروع جديد',
  empty: 'لا توجد مشاريع',
  nothingSelected: 'يرجى تحديد بعض المشاريع',
  bulkDeleted: 'تم حذف المشاريع بنجاح',
  deleted: 'تم حذف المشروع {{name}} بنجاح',
  statusChanged: 'تم تغيير حالة المشروع بنجاح.',
  needOrganization: 'يجب اختيار مؤسسة قبل إنشاء مشروع.',
  category: 'الفئة',
  categoryId: 'رقم الفئة',
  organization: 'المؤسسة',
  organizationId: 'رقم المؤسسة',
  mediaURL: 'رابط الوسائط',
  smartDeepLink: 'الرابط العميق الذكي',
  smsRows: 'صفوف الرسائل القصيرة',
  bankAccount: 'الحساب البنكي',
  ccLink: 'رابط الدفع بالبطاقة',
  duplicate: 'تكرار',
  duplicateRow: 'تكرار {{name}}',
};
