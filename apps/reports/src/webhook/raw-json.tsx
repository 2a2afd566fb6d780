import { ChevronRight } from 'lucide-react';

/**
 * The answer's JSON, pretty-printed, folded under 'Raw' (a native disclosure: keyboard and screen readers for free).
 * The block is focusable and named, so keyboard users can scroll it (it overflows) and hear what it is.
 */
export function RawJson({ data }: { data: unknown }) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="webhook-raw">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
        Raw
      </summary>
      <pre
        tabIndex={0}
        role="region"
        aria-label="Webhook response JSON"
        className="mx-4 mb-4 max-h-[70vh] overflow-auto rounded-lg bg-slate-900 p-4 text-sm leading-relaxed text-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2"
        data-testid="webhook-json"
      >
        {JSON.stringify(data, null, 2)}
      </pre>
    </details>
  );
}
