export const login = {
  formName: 'Sign in',
  title: 'Sign in',
  intro: 'Administrators sign in with a one-time code.',
  signInBy: 'Sign In by',
  mobile: 'Mobile Number',
  email: 'Email Address',
  sendOtp: 'Send OTP',
  verifyTitle: 'Verify OTP',
  verifyFormName: 'Verify OTP',
  codeSentTo: 'We sent a 4-digit code to',
  change: 'Change',
  codeLabel: 'Enter the 4-digit code',
  digit: 'Digit {{index}} of {{count}}',
  validateOtp: 'Validate OTP',
  resend: 'Resend code',
  resendIn: 'You can request a new code in {{wait}}.',
  codeResent: 'A new code was sent.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  /** The link to the app's settings (which server to sign in to). */
  openSettings: 'Settings',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { login: typeof login }
}
