// Exposed to the shell as 'reports/WebhookPage'.
export { default } from '../webhook/webhook-page';
