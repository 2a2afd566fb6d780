// The tooling remote's paths, owned by its team. Its manifest routes them to screens; any remote links to them.
import { route } from '../route';

export const toolingPaths = {
  svgJsonBuilder: route('/svg-json-builder'),
  partsPreview: route('/parts-preview'),
  markedPartsOverlay: route('/marked-parts-overlay'),
  conditionSeverities: route('/condition-severities'),
  releases: route('/releases'),
} as const;
