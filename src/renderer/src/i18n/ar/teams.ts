import type { Dictionary } from '../en';

export const teams: Dictionary['teams'] = {
  menu: 'فرق العمل',
  addTitle: 'إضافة عضو فريق',
  editTitle: 'تعديل بيانات عضو الفريق',
  add: 'إضافة عضو إلى الفريق',
  empty: 'لا يوجد أعضاء في الفريق',
  nothingSelected: 'يُرجى تحديد عناصر',
  bulkDeleted: 'تم حذف أعضاء الفريق بنجاح',
  deleted: 'تم حذف عضو الفريق {{name}} بنجاح',
  saved: 'تم حفظ عضو الفريق بنجاح',
  photo: 'الصورة',
  name: 'الاسم',
  title: 'المسمى الوظيفي',
  photoOf: 'صورة {{name}}',
};
