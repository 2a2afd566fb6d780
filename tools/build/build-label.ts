// Stamps the build label of a remote on the page when its screens load (data-build-<app>="<label>"), so an operator
// or a test can see which deployment of a remote a running shell picked up. Set WEB_BUILD_LABEL when building.
declare const __WEB_APP_NAME__: string;
declare const __WEB_BUILD_LABEL__: string;

if (__WEB_BUILD_LABEL__ && typeof document !== 'undefined') {
  document.documentElement.setAttribute(`data-build-${__WEB_APP_NAME__}`, __WEB_BUILD_LABEL__);
}

export {};
