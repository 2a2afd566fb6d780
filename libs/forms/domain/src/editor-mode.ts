// Which flavour of the one editor screen a route shows: create, or an existing form opened by its id.
export type EditorMode = 'create' | 'edit' | 'view';

/** /formbuilder/create creates; /formbuilder/{id} and /formbuilder/view/{id} open read-only until Edit. */
export function initialEditorMode(id: string | undefined): EditorMode {
  return id ? 'view' : 'create';
}
