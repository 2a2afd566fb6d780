// Exposed to the shell as 'tooling/MarkedPartsOverlay'.
export { default } from '../marked-parts-overlay/marked-parts-overlay-page';
