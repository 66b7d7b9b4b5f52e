/** The validation messages of signing in (the login screen carries them; ./messages.ts has them all). */
export const signInValidation = {
  mobileRequired: 'يُرجى إدخال رقم الهاتف المتحرك!',
  mobileInvalid: 'يُرجى إدخال رقم هاتف متحرك إماراتي صحيح',
  emailRequired: 'يُرجى إدخال البريد الإلكتروني!',
  emailInvalid: 'يُرجى إدخال بريد إلكتروني صحيح',
  otpRequired: 'يُرجى إدخال رمز التحقق الذي استلمته!',
  otpInvalid: 'يُرجى إدخال رمز تحقق صحيح',
  required: 'هذا الحقل مطلوب',
  invalid: 'هذه القيمة غير صحيحة',
};
