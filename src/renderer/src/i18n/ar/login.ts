import type { Dictionary } from '../en';

export const login: Dictionary['login'] = {
  formName: 'تسجيل الدخول',
  title: 'تسجيل الدخول',
  intro: 'يسجّل المسؤولون الدخول باستخدام رمز تحقق لمرة واحدة.',
  signInBy: 'تسجيل الدخول بواسطة',
  mobile: 'رقم الهاتف المتحرك',
  email: 'البريد الإلكتروني',
  sendOtp: 'إرسال رمز التحقق',
  verifyTitle: 'التحقق من الرمز',
  verifyFormName: 'التحقق من الرمز',
  codeSentTo: 'أرسلنا رمزًا مكوّنًا من 4 أرقام إلى',
  change: 'تغيير',
  codeLabel: 'أدخل الرمز المكوّن من 4 أرقام',
  digit: 'الرقم {{index}} من {{count}}',
  validateOtp: 'تأكيد الرمز',
  resend: 'إعادة إرسال الرمز',
  resendIn: 'يمكنك طلب رمز جديد بعد {{wait}}.',
  codeResent: 'تم إرسال رمز جديد.',
  sessionEnded: 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  openSettings: 'الإعدادات',
};
