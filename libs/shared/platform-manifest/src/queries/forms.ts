// The forms area's read shapes that other areas' screen queries embed (see screen-query.ts): here, not in the forms
// data-access, because a manifest's screen query (compiled into the shell) embeds them. The forms data-access
// re-exports them.

/**
 * The select of a form with its sections, fields and options, every column of each row (so the rows are
 * whole). One template literal, so supabase-js types the answer from it.
 */
export const EMBEDDED_FORM_COLUMNS = `id, title, status, inspection_type_id, created_at, updated_at, version, family_id,
  form_sections(id, form_id, title, order_index,
    form_fields(id, section_id, parent_field_id, title, type, required, is120point, input_type, allow_multiple, order_index, stable_id,
      dropdown_options(id, field_id, label, value, score, order_index)))`;
