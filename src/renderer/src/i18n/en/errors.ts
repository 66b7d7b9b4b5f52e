/** The messages of the error codes (src/shared/errors.ts): any screen may show one, the login screen too. */
import type { ErrorMessages } from '../types';

export const errors = {
  validation: 'Some of the information entered is not valid.',
  unauthorized: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'The requested item was not found.',
  conflict: 'This conflicts with existing data.',
  tooLarge: 'The file or request is too large.',
  unsupportedMedia: 'This file type is not supported.',
  rateLimited: 'Too many requests. Please try again in {{wait}}.',
  internal: 'Something went wrong, try again later.',
  network: 'The server cannot be reached. Check the connection and try again.',
  databaseAway: 'The server cannot reach its database at the moment (it may be restarting). Please try again in a few seconds.',
  reportNotBuilt: 'Please Build Data First',
  hostNotAllowed: 'The server refused the address it was reached by. Ask your administrator to add it to the server\'s allowed host names.',
  inMemoryDetails: 'Something went wrong While getting in Memory Data',
  memorialPage: {
    noShortCode: "The memorial's organization has no active short code: add one on the Short codes screen.",
    noKeyword: "The memorial's organization has no short code with a keyword: give one a keyword on the Short codes screen, or add a keyword for the organization on the Keywords screen.",
  },
  landingPagesNotConfigured: 'Landing pages cannot be created through the marketing interface: the server has no API key configured.',
  websitePublishNotConfigured: 'Publishing the website is not configured: the server has no deploy hook address. Ask your administrator to set one.',
  websitePublishFailed: 'publishing failed',
  clientTooOld: 'This app is too old for the server. Please update the back-office to the latest version.',
  keywordClaimed: 'This keyword is already used on the same short code and operator by another project, case, campaign or organization.',
  restoreConflict: 'This record cannot be restored as it was: something now stands in its way.',
  clientVersionInvalid: 'The server could not read this app\'s version. Please reinstall the back-office.',
  smsIntakeNotConfigured: 'SMS messages cannot be received: the server has no SMS gateway secret configured.',
  smsSignatureInvalid: 'The SMS gateway signature is missing or wrong.',
  smsSignatureExpired: 'The SMS gateway request is too old: its timestamp is more than 5 minutes away.',
  otp: {
    invalid: 'The code is not correct.',
    expired: 'The code has expired. Please request a new code.',
    tooManyTries: 'Too many wrong attempts. Please request a new code.',
    cooldown: 'Please wait {{wait}} before requesting a new code.',
    dailyLimit: 'Too many codes were requested today. Please try again in {{wait}}.',
    guessLimit: 'Too many wrong codes were entered for this sign-in. Please try again in {{wait}}.',
    ipLimit: 'Too many attempts from this device. Please try again in {{wait}}.',
    challengeInvalid: 'This sign-in attempt is no longer valid. Please request a new code.',
  },
  auth: {
    notAdmin: 'Only admins can log in',
    noPendingOtp: 'No code is waiting to be verified. Please request a new code.',
  },
  users: {
    lastAdmin: 'The last admin cannot be removed.',
    identityTaken: 'This mobile number or email address is already used by another user.',
  },
  link: {
    notAllowed: 'This link is not allowed to open.',
  },
} satisfies ErrorMessages;

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { errors: typeof errors }
}
