// 'Skip to content': the first Tab stop of every console screen, shown when focused; it moves focus to the main region
// past the sidebar and the top bar.
export const MAIN_ID = 'main-content';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // Focus, not a hash in the address: the router owns the URL.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-lg focus:bg-white focus:px-4 focus:text-sm focus:font-medium focus:text-blue-700 focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-blue-500"
    >
      Skip to content
    </a>
  );
}
