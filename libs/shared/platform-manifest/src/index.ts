// Public API of @inspection/platform-manifest: the type of a remote's manifest and what is derived from it.
export type {
  RemoteManifest,
  ScreenManifest,
  ScreenAccess,
  ScreenLayout,
  SidebarEntry,
  SidebarIconName,
  ModuleOf,
  StaffRole,
} from './remote-manifest';
export { OFFICE_ROLES } from './remote-manifest';
export { exposeFileName, federationExposes, staticPrefix, sidebarLinks, manifestRoutes, manifestProblems, roleMayOpen } from './derive';
export type { SidebarLink, ManifestRoute } from './derive';
export { routeAt } from './route-at';
export { CONSOLE_ROUTES } from './console-routes';
export { route } from './route';
export type { RoutePath, RouteParams, RouteParamNames, RouteSearch } from './route';
export { bookingsPaths, calllogsPaths, crmPaths, formsPaths, inspectionPaths, reportsPaths, toolingPaths } from './paths';
export { bookingPrefillFromSearch, newBookingHref, type BookingPrefill } from './paths';
export { bindScreenQuery, screenQueryKey, screenQueryParams } from './screen-query';
export type { ScreenQuery, ScreenQueryOrder, ScreenRouteParam, ScreenRpcQuery, ScreenTableQuery } from './screen-query';
export { BOOKING_COLUMNS, BOOKINGS_PAGE_SIZE, bookingsQueries } from './queries/bookings';
export { EMBEDDED_FORM_COLUMNS } from './queries/forms';
export { INSPECTION_COLUMNS, INSPECTION_OWN_COLUMNS, inspectionQueries } from './queries/inspection';
