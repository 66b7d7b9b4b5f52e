/** An organization's create body, every required field filled (spec 5), with `intID` its own. */
export const organizationBody = (intID: number, overrides: Record<string, unknown> = {}) => ({
  intID,
  nameAR: 'جمعية النور',
  nameEN: 'Al Noor Society',
  infoAR: 'جمعية خيرية.',
  infoEN: 'A charity society.',
  address: 'Ajman, United Arab Emirates',
  email: 'info@alnoor.example.org',
  fb: 'https://facebook.com/alnoor',
  tel: '067000000',
  tw: 'https://twitter.com/alnoor',
  web: 'https://alnoor.example.org',
  ...overrides,
});
