// Exposed to the shell as 'calllogs/CallLogs'.
export { default } from '../call-logs/call-logs-page';
