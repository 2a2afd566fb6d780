// The console's own paths, owned by the shell rather than by a remote: sign-in, change password, and the home page
// where the catch-all sends unknown paths.
export const CONSOLE_ROUTES = {
  login: '/login',
  changePassword: '/change-password',
  home: '/',
} as const;
