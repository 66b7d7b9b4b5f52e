/** The validation messages of signing in (the login screen carries them; ./messages.ts has them all). */
export const signInValidation = {
  mobileRequired: 'Please input the mobile number!',
  mobileInvalid: 'Please enter a valid UAE mobile number',
  emailRequired: 'Please input the Email address!',
  emailInvalid: 'Please enter a valid email address',
  otpRequired: 'Please input received OTP!',
  otpInvalid: 'Please enter a valid OTP',
  required: 'This field is required',
  invalid: 'This value is not valid',
};
