// Everything derived from the manifests: pure functions, shared by the build config, the shell and the remotes.
import type { RemoteManifest, ScreenManifest, SidebarEntry, StaffRole } from './remote-manifest';
import { screenQueryParams } from './screen-query';

/** 'BookingDetails' -> 'booking-details': the file under src/exposes/ that holds the screen. */
export function exposeFileName(module: string): string {
  return module.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The federation `exposes` of a remote: './Module' -> './src/exposes/<file>.ts'. */
export function federationExposes(manifest: RemoteManifest): Record<string, string> {
  return Object.fromEntries(manifest.screens.map((screen) => [`./${screen.module}`, `./src/exposes/${exposeFileName(screen.module)}.ts`]));
}

/** The fixed part of a route pattern, before its first parameter (/booking/edit/:id gives /booking/edit). */
export function staticPrefix(route: string): string {
  const parameter = route.search(/\/[:*]/);
  return parameter === -1 ? route : route.slice(0, parameter) || '/';
}

/** Whether a member of staff with this role may open the screen (open screens: anyone). */
export function roleMayOpen(screen: Pick<ScreenManifest, 'access' | 'roles'>, role: StaffRole): boolean {
  return screen.access === 'open' || !screen.roles || screen.roles.includes(role);
}

export interface SidebarLink extends SidebarEntry {
  remote: string;
  module: string;
  to: string;
  /** Who sees the entry (every staff role when left out). */
  roles?: readonly StaffRole[];
  /** Other paths (prefixes) of the same remote's staff-shell screens without an entry of their own, where the entry stays highlighted. */
  alsoActiveOn: string[];
}

const covers = (prefix: string, path: string) => prefix !== '/' && (path === prefix || path.startsWith(`${prefix}/`));

/** The distinct prefixes, leaving out any that a shorter one already covers. */
function withoutCovered(prefixes: string[]): string[] {
  const distinct = [...new Set(prefixes)];
  return distinct.filter((path) => !distinct.some((prefix) => prefix !== path && covers(prefix, path)));
}

/** The sidebar's entries from every manifest, in order of position. */
export function sidebarLinks(manifests: readonly RemoteManifest[]): SidebarLink[] {
  const links: SidebarLink[] = [];
  for (const manifest of manifests) {
    const inShell = manifest.screens.filter((screen) => screen.layout === 'staff-shell');
    for (const screen of inShell) {
      if (!screen.sidebar) continue;
      const to = screen.routes[0];
      // Another entry's screen highlights that entry, not this one; so does a screen below another entry's path
      // (/booking/:id stays with Booking, not with Messages of the same remote).
      const otherEntries = inShell.filter((other) => other !== screen && other.sidebar).map((other) => other.routes[0]);
      const others = inShell
        .filter((other) => other === screen || !other.sidebar)
        .flatMap((other) => other.routes)
        .filter((route) => route !== to && !otherEntries.some((entry) => covers(entry, staticPrefix(route))));
      const alsoActiveOn = withoutCovered([to, ...others.map(staticPrefix)]).filter((prefix) => prefix !== to && prefix !== '/');
      links.push({ ...screen.sidebar, remote: manifest.remote, module: screen.module, to, roles: screen.roles, alsoActiveOn });
    }
  }
  return links.sort((a, b) => a.position - b.position);
}

export interface ManifestRoute {
  remote: string;
  screen: ScreenManifest;
  path: string;
}

/** Every (path, screen) pair of the given manifests. */
export function manifestRoutes(manifests: readonly RemoteManifest[]): ManifestRoute[] {
  return manifests.flatMap((manifest) =>
    manifest.screens.flatMap((screen) => screen.routes.map((path) => ({ remote: manifest.remote, screen, path }))),
  );
}

/**
 * Problems that would make the derived routes wrong: a path answered twice, a screen with no path, a staff-shell
 * screen open to anyone (the frame is for staff), a module named twice, a sidebar entry on a screen outside the frame,
 * a screen query reading a route parameter that one of its screen's paths does not have.
 */
export function manifestProblems(manifests: readonly RemoteManifest[], reservedPaths: readonly string[] = []): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string>(reservedPaths.map((path) => [path, 'shell']));
  for (const manifest of manifests) {
    const modules = new Set<string>();
    for (const screen of manifest.screens) {
      const id = `${manifest.remote}/${screen.module}`;
      if (modules.has(screen.module)) problems.push(`${id} is declared twice`);
      modules.add(screen.module);
      if (screen.routes.length === 0) problems.push(`${id} has no route`);
      if (screen.layout === 'staff-shell' && screen.access !== 'staff') problems.push(`${id} is in the staff shell but open`);
      if (screen.sidebar && screen.layout !== 'staff-shell') problems.push(`${id} has a sidebar entry but is outside the shell`);
      for (const path of screen.routes) {
        if (!path.startsWith('/')) problems.push(`${id}: route "${path}" must start with /`);
        const owner = owners.get(path);
        if (owner) problems.push(`${path} is answered by both ${owner} and ${id}`);
        owners.set(path, id);
        for (const param of (screen.prefetch ?? []).flatMap(screenQueryParams)) {
          if (!path.split('/').includes(`:${param}`)) problems.push(`${id}: a screen query reads :${param}, which "${path}" lacks`);
        }
      }
    }
  }
  return problems;
}
