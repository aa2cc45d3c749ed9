// The Instagram import's toasts: spec point 8 verbatim, plus the success's detail.

export const INSTAGRAM_IMPORT_TOASTS = {
  invalidFileType: 'Invalid file type',
  notAnImage: (file: string) => `${file} is not an image file`,
  analysisFailed: 'Analysis Failed',
  analysisFailedDescription: 'Could not extract booking information from image',
  analysisComplete: 'Analysis Complete',
  analysisCompleteDescription: (file: string) => `Booking details found in ${file}`,
  bookingCreated: 'Booking Created',
  bookingCreatedDescription: 'Appointment created from Instagram data!',
} as const;
