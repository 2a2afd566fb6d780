// Exposed to the shell as 'tooling/ConditionSeverities'.
export { default } from '../condition-severities/condition-severities-page';
