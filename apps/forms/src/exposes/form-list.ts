// Exposed to the shell as 'forms/FormList'.
export { default } from '../form-list/form-list-page';
