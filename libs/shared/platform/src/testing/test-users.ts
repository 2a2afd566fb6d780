// The staff member who is not an admin, created beside the demo user by serve-test-backend.ts and signed in by tests.
export const STAFF_EMAIL = 'staff@example.com';
export const STAFF_PASSWORD = 'staff1234';
