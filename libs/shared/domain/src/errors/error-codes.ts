// The one mapping from a database error to a catalogue key. The database refuses with a SQLSTATE and a stable
// code: the `hint` of its own raises (slot_taken, booking_horizon, ...; values, if any, as a JSON object in
// `detail`), or the constraint's name for a constraint it enforces (23P01 bookings_no_overlap, 23505 ...).
// Screens compare keys, never the message (docs/decisions/0011-error-codes-not-sentences.md).
import { isRecord } from '../json/is-record';
import type { ErrorKey, ErrorParams, UserError } from './error-catalogue';

/** SQLSTATE -> code -> key. A code counts only with its own SQLSTATE. */
export const DATABASE_ERROR_KEYS: Record<string, Record<string, ErrorKey>> = {
  '22023': {
    required_fields: 'errors.required',
    field_too_long: 'errors.fieldTooLong',
    name_invalid: 'errors.name',
    notes_too_long: 'errors.notesTooLong',
    phone_digits: 'errors.phone',
    phone_invalid: 'errors.phoneInvalid',
    email_invalid: 'errors.email',
    vehicle_year: 'errors.year',
    language_invalid: 'errors.language',
    inspection_type_required: 'errors.inspectionType',
    location_required: 'errors.location',
    directions_required: 'errors.directions',
    date_time_required: 'errors.dateTime',
    slot_not_offered: 'errors.slotNotOffered',
    booking_horizon: 'errors.horizon',
    form_type_required: 'errors.formType',
    message_kind_unknown: 'errors.messageKind',
    search_too_long: 'errors.searchTooLong',
    inspection_data_invalid: 'errors.inspectionDataInvalid',
    inspection_too_large: 'errors.inspectionTooLarge',
    inspector_signature_required: 'errors.inspectorSignatureRequired',
    customer_signature_invalid: 'errors.customerSignatureInvalid',
    signature_name_invalid: 'errors.signatureNameInvalid',
    signature_time_invalid: 'errors.signatureTimeInvalid',
    signature_drawing_empty: 'errors.signatureDrawingEmpty',
    signature_path_invalid: 'errors.signaturePathInvalid',
    cancel_reason_required: 'errors.cancelReasonRequired',
    cancel_reason_too_long: 'errors.cancelReasonTooLong',
    change_cutoff: 'errors.changeCutoff',
    booking_already_cancelled: 'errors.bookingAlreadyCancelled',
    booking_already_done: 'errors.bookingAlreadyDone',
    booking_untimed: 'errors.bookingUntimed',
    release_canary_percent: 'errors.releaseCanaryPercent',
    release_canary_needs_active: 'errors.releaseCanaryNeedsActive',
    release_no_previous: 'errors.releaseNoPrevious',
    release_no_canary: 'errors.releaseNoCanary',
  },
  '23P01': { slot_taken: 'errors.slotTaken', bookings_no_overlap: 'errors.slotTaken' },
  '23505': { inspection_forms_one_live_per_type: 'errors.oneLiveForm', release_exists: 'errors.releaseExists' },
  '23514': {
    contact_required: 'errors.contactRequired',
    business_profile_name_valid: 'errors.businessName',
    business_profile_phone_valid: 'errors.phoneInvalid',
    business_profile_email_valid: 'errors.email',
    business_profile_address_valid: 'errors.businessAddress',
    business_profile_logo_url_valid: 'errors.businessLogo',
    business_profile_distance_unit_valid: 'errors.distanceUnit',
    business_profile_time_format_valid: 'errors.timeFormat',
    business_profile_currency_valid: 'errors.currency',
  },
  '42501': {
    override_admin_only: 'errors.overrideAdminOnly',
    inspectors_admin_only: 'errors.inspectorsAdminOnly',
    form_versions_staff_only: 'errors.formVersionsStaffOnly',
    resend_admin_only: 'errors.resendAdminOnly',
    audit_append_only: 'errors.auditAppendOnly',
    inspector_booking_fields: 'errors.inspectorBookingFields',
    condition_severity_admin_only: 'errors.conditionSeverityAdminOnly',
    releases_admin_only: 'errors.releasesAdminOnly',
  },
  PT404: {
    inspector_not_found: 'errors.inspectorNotFound',
    form_not_found: 'errors.formNotFound',
    message_not_found: 'errors.messageNotFound',
    inspection_not_found: 'errors.inspectionNotFound',
    booking_not_found: 'errors.bookingNotFound',
    manage_link_invalid: 'errors.manageLinkInvalid',
  },
  PT409: {
    template_changed: 'errors.templateChanged',
    inspection_submitted: 'errors.inspectionSubmitted',
    inspection_edit_conflict: 'errors.inspectionEditConflict',
    already_submitted: 'errors.alreadySubmitted',
  },
  PT423: { form_locked: 'errors.formLocked', form_in_use: 'errors.formInUse', inspection_locked: 'errors.inspectionLocked', report_locked: 'errors.reportLocked' },
  PT429: {
    holds_busy: 'errors.holdsBusy',
    holds_daily_limit: 'errors.holdsDailyLimit',
    phone_daily_limit: 'errors.phoneDailyLimit',
    hourly_limit: 'errors.hourlyLimit',
    address_daily_limit: 'errors.addressDailyLimit',
    client_minutes_limit: 'errors.clientMinutesLimit',
    anonymous_rate_limit: 'errors.anonymousRateLimit',
  },
};

/** What PostgREST (and supabase-js's PostgrestError) carries. */
interface DatabaseErrorLike {
  code?: unknown;
  message?: unknown;
  details?: unknown;
  hint?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The error's stable code: its hint, else the constraint its message names (PostgreSQL's own wording). */
export function databaseErrorCode(error: unknown): string | undefined {
  const e = (isRecord(error) ? error : {}) as DatabaseErrorLike;
  return text(e.hint) ?? text(e.message)?.match(/constraint "([^"]+)"/)?.[1];
}

/** The values of a coded refusal (`detail` as a JSON object of strings and numbers), if any. */
function paramsOf(details: unknown): ErrorParams | undefined {
  const raw = text(details);
  if (!raw?.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return undefined;
    const entries = Object.entries(parsed).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
    return Object.fromEntries(entries) as ErrorParams;
  } catch {
    return undefined;
  }
}

/**
 * A database (or any) error as a screen shows it: the key of its (SQLSTATE, code) with the values it carries;
 * an error the mapping does not know is `fallback` with the error's own message as its text.
 */
export function errorFromDatabase(error: unknown, fallback: ErrorKey = 'errors.generic'): UserError {
  const e = (isRecord(error) ? error : {}) as DatabaseErrorLike;
  const code = databaseErrorCode(error);
  const key = typeof e.code === 'string' && code ? DATABASE_ERROR_KEYS[e.code]?.[code] : undefined;
  if (key) {
    const params = paramsOf(e.details);
    return params ? { key, params } : { key };
  }
  const own = text(e.message);
  return own ? { key: fallback, text: own } : { key: fallback };
}
