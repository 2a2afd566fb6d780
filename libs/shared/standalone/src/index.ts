// Public API of @inspection/standalone: what every remote's own page (served without the shell) needs.
export { startStandaloneRemote } from './start-standalone-remote';
export { PlatformRoot } from './platform-root';
export { SignInAtConsole } from './sign-in-at-console';
export { ManifestRoutes } from './manifest-routes';
export type { LoadExposedScreen, ManifestRoutesProps } from './manifest-routes';
