// Public API of @inspection/car-parts: the car-parts data set (outline and named part polygons on an 810 x 1082
// canvas), its schema and rules, and the diagram that draws it.
export {
  CAR_CANVAS,
  MIN_PART_POINTS,
  carPartPointSchema,
  carPartSchema,
  carPartsSchema,
  type CarPart,
  type CarPartPoint,
} from './car-part';
export { CAR_PARTS } from './car-parts-data';
export { CAR_OUTLINE } from './car-outline';
export { polygonProblem, isValidPolygon, polygonCentroid, toSvgPoints, TOO_FEW_POINTS, POINT_OFF_CANVAS } from './part-polygon';
export { partLabel } from './part-label';
export { PART_COLORS, partColor, partColorKind, type PartColorKind } from './part-colors';
export { PART_CONDITIONS, conditionColor, conditionsColor, type PartCondition } from './part-conditions';
export {
  CONDITION_SEVERITIES,
  CONDITION_SEVERITY_LABELS,
  DEFAULT_CONDITION_SEVERITIES,
  isConditionSeverity,
  isDamaged,
  partSeverity,
  severityByWords,
  type ConditionSeverity,
} from './condition-severity';
export { SEVERITY_COLORS, partSeverityColor } from './part-severity-color';
export {
  INVALID_JSON_FILE,
  readCarParts,
  parseCarPartsJson,
  carPartsToJson,
  type ParseCarPartsResult,
} from './parse-car-parts';
export { CarOutline } from './car-outline-shape';
export { CarPartsDiagram, MARKED_PART_FILL, type CarPartsDiagramProps } from './car-parts-diagram';
export { PartConditionsDialog, type PartConditionsDialogProps } from './part-conditions-dialog';
