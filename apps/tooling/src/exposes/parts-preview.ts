// Exposed to the shell as 'tooling/PartsPreview'.
export { default } from '../parts-preview/parts-preview-page';
