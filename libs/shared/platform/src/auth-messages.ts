// Login error texts, word for word as users see them.
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
