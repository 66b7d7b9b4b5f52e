import type { Dictionary } from '../en';

export const ramadanNotes: Dictionary['ramadanNotes'] = {
  menu: 'خواطر رمضانية',
  addTitle: 'إضافة خاطرة رمضانية جديدة',
  editTitle: 'تعديل الخاطرة الرمضانية',
  add: 'إضافة خاطرة رمضانية جديدة',
  empty: 'لا توجد خواطر رمضانية',
  nothingSelected: 'يرجى تحديد بعض الخواطر',
  bulkDeleted: 'تم حذف الخواطر بنجاح',
  deleted: 'تم حذف الخاطرة الرمضانية {{name}} بنجاح',
  deleteQuestion: 'هل أنت متأكد من حذف {{name}} من الخواطر الرمضانية؟',
  saved: 'تم حفظ الخاطرة الرمضانية بنجاح',
  content: 'المحتوى',
  name: 'الاسم',
  daynum: 'رقم اليوم',
  daynumHint: 'يوم من أيام رمضان، من {{min}} إلى {{max}}',
  createdAt: 'تاريخ الإنشاء',
  updatedAt: 'تاريخ التحديث',
  objectId: 'معرّف السجل',
};
