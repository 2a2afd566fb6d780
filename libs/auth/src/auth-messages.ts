// Login error texts from the spec's error catalogue (part 1 §8).
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
