// The English catalogue of the errors screens show, by key: the product's exact texts. A screen never matches
// these sentences; it receives a key (errorFromDatabase in ./error-codes, or a rule's own key) and shows the
// text of its language (docs/decisions/0011-error-codes-not-sentences.md).
export const ERROR_TEXTS = {
  // Bookings: the wizard's and /book's rules, create_public_booking and hold_booking_slot.
  'errors.required': 'Please fill in all required fields',
  'errors.slotTaken': 'This time slot is no longer available. Please select a different time.',
  'errors.phone': 'Phone numbers may contain digits, spaces, dashes and brackets, with + only at the start',
  'errors.phoneInvalid': 'Please enter a valid phone number',
  'errors.email': 'Please enter a valid email address',
  'errors.location': 'Please choose a location on the map',
  'errors.directions': 'Please add directions to the location',
  'errors.dateTime': 'Please choose a date and time',
  'errors.year': 'Vehicle year must be between {min} and {max}',
  'errors.name': "Please enter a name of at most 80 letters, spaces and . ' -",
  'errors.fieldTooLong': 'Please keep each field under 200 characters',
  'errors.notesTooLong': 'Please keep the notes under 2000 characters',
  'errors.language': 'Please choose English or Arabic',
  'errors.inspectionType': 'Please choose an inspection type',
  'errors.slotNotOffered': 'Please choose one of the available times',
  'errors.horizon': 'Please choose a date within the next {days} days',
  'errors.holdsBusy': 'Many customers are choosing a time right now. Please try again in a few minutes.',
  'errors.holdsDailyLimit': 'Too many times chosen from this connection today. Please call us to book.',
  'errors.phoneDailyLimit': 'This phone number already has {count} bookings today. Please call us to book more.',
  'errors.hourlyLimit': 'We are receiving many online bookings right now. Please try again later or call us.',
  'errors.addressDailyLimit': 'Too many online bookings from this connection today. Please call us to book more.',
  'errors.clientMinutesLimit': 'Online bookings are limited to {minutes} minutes per customer per day. Please call us to book more.',
  'errors.anonymousRateLimit': 'Too many requests from your connection. Please wait a moment and try again.',
  'errors.overrideAdminOnly': 'Only an admin can override a booked slot',
  'errors.inspectorsAdminOnly': 'Only an admin can change inspectors',
  'errors.inspectorNotFound': 'Inspector not found',
  'errors.inspectorBookingFields': "Inspectors can change only a booking's notes and its inspection's progress",
  // Cancelling keeps the booking, with a reason (supabase/schemas/bookings-manage.sql).
  'errors.cancelReasonRequired': 'Please give a reason for cancelling',
  'errors.cancelReasonTooLong': 'Please keep the reason under 500 characters',
  // A customer's changes through their link (supabase/schemas/bookings-manage.sql).
  'errors.changeCutoff': 'Changes are possible until {hours} hours before the inspection. Please call us.',
  'errors.bookingAlreadyCancelled': 'This booking has been cancelled.',
  'errors.bookingAlreadyDone': 'This inspection has already started or taken place. Please call us.',
  'errors.bookingUntimed': 'Our team will call you to arrange the time of this booking.',
  'errors.manageLinkInvalid': 'This booking link is not valid.',
  'errors.conditionSeverityAdminOnly': "Only an admin can change a condition's severity",
  'errors.failed': 'Failed to process booking',
  'errors.updateFailed': 'Failed to update booking',
  'errors.searchTooLong': 'Please search for at most {words} words ({characters} characters)',
  // Forms.
  'errors.formLocked': 'Only a draft form can be edited',
  'errors.formInUse': 'This form has inspections and cannot go back to draft. Make a new version to change it.',
  'errors.formType': 'Please select an inspection type',
  'errors.formNotFound': 'Form not found',
  'errors.templateChanged': 'Template changed since it was opened',
  'errors.formVersionsStaffOnly': 'Only staff can make a new version of a form',
  'errors.oneLiveForm': 'Another form is already live for this inspection type. Set that form to inactive first.',
  // Inspections and their reports: save_inspection_data, submit_inspection, the submitted inspection's locks.
  'errors.inspectionDataInvalid': 'Invalid inspection data. Please try again.',
  'errors.inspectionTooLarge': 'This inspection is too large: at most 2,000 answers, 20 photos per field, 200 marks per photo and 1 MB of data',
  'errors.inspectionNotFound': 'Inspection data not found. Please refresh the page and try again.',
  'errors.inspectionSubmitted': 'This inspection has been submitted and can no longer be edited',
  'errors.inspectionEditConflict': 'Someone else changed these answers after you opened the inspection',
  'errors.alreadySubmitted': 'This inspection has already been submitted',
  'errors.inspectionLocked': 'This inspection has been submitted and can no longer be changed',
  'errors.reportLocked': 'This report is published and can no longer be changed',
  'errors.photosLocked': 'This inspection has been submitted: its photos can no longer be added, replaced or deleted',
  'errors.bookingNotFound': 'Booking not found',
  'errors.inspectorSignatureRequired': "The inspector's signature is required to submit the inspection",
  'errors.customerSignatureInvalid': "The customer's signature needs their name and a signature",
  'errors.signatureNameInvalid': "A signer's name must be 1 to 200 characters, without control or direction characters",
  'errors.signatureTimeInvalid': 'The signing time must be a date and time from 2000 until now',
  'errors.signatureDrawingEmpty': 'The signature is empty. Please sign before submitting.',
  'errors.signaturePathInvalid': 'The signature is not a drawing (SVG path data)',
  // Messages, contacts, the audit log.
  'errors.messageKind': 'Unknown message kind: {kind}',
  'errors.resendAdminOnly': 'Only admins can resend messages',
  'errors.messageNotFound': 'Message not found',
  'errors.contactRequired': 'Full Name and Phone Number are required',
  'errors.auditAppendOnly': 'The audit log is append-only: its rows cannot be changed or deleted',
  // The business profile (Settings, tab 'Business'): its table's constraints.
  'errors.businessName': 'Please enter the business name: 1 to 100 characters',
  'errors.businessAddress': 'Please keep the address under 300 characters',
  'errors.businessLogo': 'The logo must be a PNG, JPEG or WebP image of at most 2 MB, or an http(s) link',
  'errors.distanceUnit': 'Please choose km or miles',
  'errors.timeFormat': 'Please choose 12-hour or 24-hour times',
  'errors.currency': 'Please enter a three-letter currency code, such as AED',
  // The remotes' releases (docs/architecture/releases.md): publish_remote_release, promote and roll back.
  'errors.releasesAdminOnly': 'Only an admin can publish or roll back a release',
  'errors.releaseExists': 'This version of the remote is already released',
  'errors.releaseCanaryPercent': 'A canary share is a percentage from 1 to 99',
  'errors.releaseCanaryNeedsActive': 'A canary needs an active release beside it',
  'errors.releaseNoPrevious': 'There is no earlier release to roll back to',
  'errors.releaseNoCanary': 'There is no canary to promote',
  // Anything the catalogue has no key for.
  'errors.generic': 'Something went wrong. Please try again.',
} as const;

export type ErrorKey = keyof typeof ERROR_TEXTS;
export type ErrorParams = Record<string, string | number>;

/**
 * An error as a screen receives it: a catalogue key with its values. `text` holds a refusal's own words when the
 * catalogue has no key for it (key is then the caller's fallback): English screens show them, other languages the key.
 */
export interface UserError {
  key: ErrorKey;
  params?: ErrorParams;
  text?: string;
}

/** `{name}` in a catalogue text replaced by params.name (left as written when missing). */
export function fillText(text: string, params: ErrorParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The error in English: the refusal's own words, else the catalogue's text with its values. */
export function englishErrorText(error: UserError): string {
  return error.text ?? fillText(ERROR_TEXTS[error.key], error.params);
}

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_TEXTS, value);
}
