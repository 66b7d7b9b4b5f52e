import type { Dictionary } from '../en';

export const ambassadors: Dictionary['ambassadors'] = {
  add: 'إضافة سفير',
  empty: 'لا يوجد سفراء',
  nothingSelected: 'يرجى تحديد بعض السفراء',
  bulkDeleted: 'تم حذف السفراء بنجاح',
  deleted: 'تم حذف السفير {{name}} بنجاح',
  saved: 'تم حفظ السفير بنجاح',
  name: 'الاسم',
  description: 'الوصف',
  createdAt: 'تاريخ الإنشاء',
  socialMedia: 'وسائل التواصل الاجتماعي',
  objectId: 'المعرّف',
  photo: 'الصورة',
  photoOf: 'صورة {{name}}',
  language: 'اللغة',
  gender: 'الجنس',
  facebook: 'رابط فيسبوك',
  youtube: 'رابط يوتيوب',
  twitter: 'رابط تويتر',
  instagram: 'رابط إنستغرام',
};
