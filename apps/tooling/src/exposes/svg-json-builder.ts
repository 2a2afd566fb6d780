// Exposed to the shell as 'tooling/SvgJsonBuilder'.
export { default } from '../svg-json-builder/svg-json-builder-page';
