// Exposed to the shell as 'forms/FormEditor'.
export { default } from '../form-editor/form-editor-page';
