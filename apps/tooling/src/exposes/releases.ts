// Exposed to the shell as 'tooling/Releases'.
export { default } from '../releases/releases-page';
