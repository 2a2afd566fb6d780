// A remote's standalone router, derived from its manifest: open screens as they are, staff screens behind sign-in
// (with the console's sign-in link at /login), '/' sent to the remote's home, any other path to '/'.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@inspection/platform';
import { CONSOLE_ROUTES, exposeFileName, type RemoteManifest } from '@inspection/platform-manifest';
import { SignInAtConsole } from './sign-in-at-console';

/** Loads src/exposes/<file>.ts of the remote (a dynamic import written in the remote, so its bundler splits it). */
export type LoadExposedScreen = (file: string) => Promise<{ default: ComponentType }>;

export interface ManifestRoutesProps {
  manifest: RemoteManifest;
  loadScreen: LoadExposedScreen;
}

const screens = new WeakMap<LoadExposedScreen, Map<string, LazyExoticComponent<ComponentType>>>();

// One lazy component per screen for the page's lifetime, so a re-render does not suspend again.
function lazyScreen(loadScreen: LoadExposedScreen, module: string): LazyExoticComponent<ComponentType> {
  let byModule = screens.get(loadScreen);
  if (!byModule) screens.set(loadScreen, (byModule = new Map()));
  let screen = byModule.get(module);
  if (!screen) byModule.set(module, (screen = lazy(() => loadScreen(exposeFileName(module)))));
  return screen;
}

export function ManifestRoutes({ manifest, loadScreen }: ManifestRoutesProps) {
  const routesOf = (access: 'open' | 'staff') =>
    manifest.screens
      .filter((screen) => screen.access === access)
      .flatMap((screen) => {
        const Screen = lazyScreen(loadScreen, screen.module);
        return screen.routes.map((path) => <Route key={path} path={path} element={<Screen />} />);
      });
  const staffRoutes = routesOf('staff');
  return (
    <Routes>
      {routesOf('open')}
      {staffRoutes.length > 0 && <Route path={CONSOLE_ROUTES.login} element={<SignInAtConsole />} />}
      {staffRoutes.length > 0 && <Route element={<RequireAuth />}>{staffRoutes}</Route>}
      {manifest.standaloneHome && (
        <Route path={CONSOLE_ROUTES.home} element={<Navigate to={manifest.standaloneHome} replace />} />
      )}
      <Route path="*" element={<Navigate to={CONSOLE_ROUTES.home} replace />} />
    </Routes>
  );
}
