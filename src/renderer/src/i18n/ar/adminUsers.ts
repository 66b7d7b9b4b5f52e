import type { Dictionary } from '../en';

export const adminUsers: Dictionary['adminUsers'] = {
  add: 'إضافة مسؤول',
  empty: 'لا يوجد مسؤولون',
  id: 'المعرّف',
  name: 'الاسم',
  role: 'الدور',
  email: 'البريد الإلكتروني',
  mobile: 'رقم الهاتف المتحرك',
  roles: { admin: 'مسؤول', user: 'مستخدم' },
  deleteQuestion: 'هل تريد سحب صلاحيات المسؤول من {{name}}؟ سيبقى مستخدمًا عاديًا.',
  deleted: 'تم حذف المستخدم بنجاح',
  addIntro: 'أرسل رمز تحقق لمرة واحدة إلى رقم الهاتف المتحرك أو البريد الإلكتروني للمسؤول الجديد، ثم أدخل الرمز الذي استلمه.',
  addFormName: 'إضافة مسؤول',
  addBy: 'إضافة مسؤول بواسطة',
  verifyTitle: 'أدخل رمز المسؤول الجديد',
  verifyFormName: 'التحقق من رمز المسؤول الجديد',
  verifyOtp: 'التحقق من الرمز',
  added: 'تمت إضافة المسؤول بنجاح',
  saved: 'تم تحديث بيانات المستخدم بنجاح',
};
