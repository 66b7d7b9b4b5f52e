/** Validation messages (keys of the shared zod schemas) and the messages of the error codes. */
import type { ErrorMessages } from '../types';

export const validation = {
  mobileRequired: 'Please input the mobile number!',
  mobileInvalid: 'Please enter a valid UAE mobile number',
  emailRequired: 'Please input the Email address!',
  emailInvalid: 'Please enter a valid email address',
  otpRequired: 'Please input received OTP!',
  otpInvalid: 'Please enter a valid OTP',
  required: 'This field is required',
  invalid: 'This value is not valid',
  maxLength: 'At most {{value}} characters',
  min: 'Must be at least {{value}}',
  max: 'Must be at most {{value}}',
  maxItems: 'At most {{value}} items',
  number: 'Please enter a number',
  integer: 'Please enter a whole number',
  activeFlag: 'Must be Active or Not Active',
  selectSome: 'please select items',
  selectOrg: 'please select orgid',
  selectMno: 'please select mnoid',
  selectActivity: 'Please select an activity',
  selectCategory: 'Please select a category',
  targetType: 'Please choose a target type',
  urlRequired: 'The URL is required',
  urlInvalid: 'Please enter a valid web address (http or https)',
  httpsUrl: 'Please enter a secure web address starting with https://',
  alreadyUsed: 'This value is already used',
  listKey: 'This list name is not valid',
  mediaFolder: 'This folder name is not valid',
  mediaName: 'This file name is not valid',
  bucket: 'This storage bucket name is not valid',
  fileRequired: 'please upload image',
  descriptionRequired: 'Description field is required',
  notificationRequired: 'Notification field is required',
  actOrgRequired: 'Act id and Organization id are required',
  controlCharacter: 'Remove the invisible control character from this text',
  unknownField: 'This field is not known here',
};

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
  hostNotAllowed: 'The server refused the address it was reached by. Ask your administrator to add it to the server\'s allowed host names.',
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

/**
 * What still uses a record a delete was refused for (the server's `usedBy`), by the registry's
 * resource name; `other` for a kind without its own words. Counted keys carry the six plural
 * forms because the Arabic dictionary (typed by this one) needs them all; English uses only
 * `_one` and `_other` (and `_zero`, which i18next picks for 0 in every language).
 */
export const usedBy = {
  message: 'Not deleted: it is still used by {{uses}}.',
  shortCodes_zero: 'no short codes',
  shortCodes_one: '{{number}} short code',
  shortCodes_two: '{{number}} short codes',
  shortCodes_few: '{{number}} short codes',
  shortCodes_many: '{{number}} short codes',
  shortCodes_other: '{{number}} short codes',
  keywords_zero: 'no keywords',
  keywords_one: '{{number}} keyword',
  keywords_two: '{{number}} keywords',
  keywords_few: '{{number}} keywords',
  keywords_many: '{{number}} keywords',
  keywords_other: '{{number}} keywords',
  other_zero: 'no other records',
  other_one: '{{number}} other record',
  other_two: '{{number}} other records',
  other_few: '{{number}} other records',
  other_many: '{{number}} other records',
  other_other: '{{number}} other records',
};
