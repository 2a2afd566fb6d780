// The forms remote's paths, owned by its team. Its manifest routes them to screens; any remote links to them.
import { route } from '../route';

export const formsPaths = {
  list: route('/formbuilder'),
  create: route('/formbuilder/create'),
  edit: route('/formbuilder/:id'),
  view: route('/formbuilder/view/:id'),
  settings: route('/settings'),
} as const;
