// Public API of @inspection/messages-data-access.
export * from './messages';
