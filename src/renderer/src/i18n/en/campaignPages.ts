/** The campaign pages form at /jalillah (spec 2.9, 3 'Campaign page form', 4, 5) and its links popup. */
export const campaignPages = {
  formName: 'Campaign page form',
  name: 'Name',
  title: 'Title',
  description: 'Description',
  /** Optional: what the English page says instead (without them it shows the fields above, marked as Arabic). */
  nameEN: 'English name',
  titleEN: 'English title',
  descriptionEN: 'English description',
  englishHint: 'Optional. Left empty, the English page shows the “{{field}}” text.',
  arabicImage: 'Arabic image',
  englishImage: 'English image',
  startDate: 'Start date',
  endDate: 'End date',
  donationLink: 'Donation link',
  target: 'Target (AED)',
  keyword: 'Keyword',
  submit: 'Create the pages',
  arabicImageMissing: 'Please choose the Arabic image',
  englishImageMissing: 'Please choose the English image',
  uploadedOnSubmit: 'Uploaded when the form is sent',
  uploadingArabic: 'Uploading the Arabic image',
  uploadingEnglish: 'Uploading the English image',
  creating: 'Creating the pages',
  /** The step a submit stopped at, inside `failed`. */
  steps: {
    arabicImage: 'uploading the Arabic image',
    englishImage: 'uploading the English image',
    pages: 'creating the pages',
  },
  failed: 'The pages were not created: something went wrong while {{step}}. {{reason}} What you typed is kept; send the form again to retry.',
  /** Named as the menu names the screen (the spec's 'Al Jalillah pages Links'). */
  linksTitle: 'Campaign pages: links',
  linksIntro: 'The Arabic and the English pages are ready.',
  arabicPage: 'Arabic Page',
  englishPage: 'English Page',
  copyArabicLink: 'Copy the link of the Arabic page',
  copyEnglishLink: 'Copy the link of the English page',
  closePopup: 'Close the Popup',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { campaignPages: typeof campaignPages }
}
