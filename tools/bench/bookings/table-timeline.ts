// Where a navigation to /booking spent its time before the All table's first paint, from the page's resource timing
// (every figure in ms from the navigation's start): the shell's document, the bookings remote's files, the reads,
// and how many times the first page was read (the shell's route starts it; the screen must find it, not read again).
import type { Page } from 'playwright-core';

export interface TableTimeline {
  /** The shell's document in. */
  document: number;
  /** The bookings remote's first file asked for, and its last file (before the paint) in. */
  remoteStart: number;
  remoteEnd: number;
  /** The first page of list_bookings: asked for, first byte, in; its bytes (compressed); reads before the paint. */
  listStart: number;
  listFirstByte: number;
  listEnd: number;
  listBytes: number;
  listReads: number;
  /** Every other read of the backend (auth, summary, inspectors...) done before the paint. */
  otherReads: number;
  painted: number;
}

export async function tableTimeline(page: Page, painted: number, bookingsOrigin: string, backendOrigin: string): Promise<TableTimeline> {
  return page.evaluate(
    ({ until, remote, backend }) => {
      const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.startTime <= until);
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const remoteFiles = entries.filter((e) => e.name.startsWith(remote) && /\.(js|css|json)(\?|$)/.test(e.name));
      const lists = entries.filter((e) => e.name.includes('/rest/v1/rpc/list_bookings'));
      const list = lists[0];
      return {
        document: nav.responseEnd,
        remoteStart: remoteFiles.length ? Math.min(...remoteFiles.map((e) => e.startTime)) : NaN,
        remoteEnd: remoteFiles.length ? Math.max(...remoteFiles.filter((e) => e.responseEnd <= until).map((e) => e.responseEnd)) : NaN,
        listStart: list?.startTime ?? NaN,
        listFirstByte: list?.responseStart ?? NaN,
        listEnd: list?.responseEnd ?? NaN,
        listBytes: list?.encodedBodySize ?? NaN,
        listReads: lists.length,
        otherReads: entries.filter((e) => e.name.startsWith(backend) && !e.name.includes('/rpc/list_bookings')).length,
        painted: until,
      };
    },
    { until: painted, remote: bookingsOrigin, backend: backendOrigin },
  );
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

/** One line: the medians of each figure over the navigations. */
export function describeTimelines(timelines: TableTimeline[]): string {
  const m = (key: keyof TableTimeline) => median(timelines.map((t) => t[key])).toFixed(0);
  return (
    `document ${m('document')}, remote's files ${m('remoteStart')}–${m('remoteEnd')}, ` +
    `list_bookings asked ${m('listStart')}, first byte ${m('listFirstByte')}, in ${m('listEnd')} (${m('listBytes')} bytes), ` +
    `painted ${m('painted')} ms; first-page reads per navigation ${timelines.map((t) => t.listReads).join('/')}, other reads ${m('otherReads')}`
  );
}
