/** Selected videos of the app's home page (spec 2.16) and the form's preview of the address. */
export const selectedVideos = {
  /** The menu entry and the list's title. */
  menu: 'Selected videos',
  addTitle: 'Add selected video',
  editTitle: 'Edit selected video',
  add: 'Add a video',
  empty: 'No Selected Videos Found',
  nothingSelected: 'please select some videos',
  bulkDeleted: 'successfully deleted videos',
  deleted: 'Video {{name}} deleted successfully',
  saved: 'Video saved successfully',
  url: 'URL',
  createdAt: 'Created at',
  objectId: 'Object ID',
  preview: 'Preview',
  previewEmpty: "Type the video's address to see its preview.",
  youtubeThumbnail: 'Thumbnail of the YouTube video {{id}}',
  youtube: 'YouTube video',
  vimeo: 'Vimeo video',
  videoId: 'Video {{id}}',
  link: 'Link to {{host}}',
  notVideoSite: 'Not a known video site (YouTube, Vimeo): no thumbnail to show.',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { selectedVideos: typeof selectedVideos }
}
