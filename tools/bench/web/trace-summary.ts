// TRACE=1 for bench:web: a Chromium trace around one sidebar click, summed over the page's main thread between the
// click event and the screen: busy time (top-level tasks) and, inside it, script evaluation and compilation, other
// JavaScript (callbacks, microtasks), style and layout, paint; what is left of the span is the main thread waiting
// (network, another process's CPU on a loaded machine).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

const GROUPS: Record<string, string> = {
  EvaluateScript: 'script evaluation',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  FunctionCall: 'JS callbacks',
  RunMicrotasks: 'microtasks',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
};

export type TraceSummary = Record<string, number>;

/** TRACE_DIR=<dir> keeps each trace as <dir>/<name>.json (open it in Chromium's performance panel). */
export async function traced<T>(browser: Browser, page: Page, name: string, run: () => Promise<T & { ms: number }>): Promise<T & { ms: number; trace: TraceSummary }> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'toplevel'] });
  const result = await run();
  const buffer = await browser.stopTracing();
  if (process.env.TRACE_DIR) writeFileSync(path.join(process.env.TRACE_DIR, `${name.replace(/[^\w-]+/g, '-')}.json`), buffer);
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' &&
    traceEvents.some((other) => other.pid === event.pid && other.name === 'EventDispatch' && other.args?.data?.type === 'click'));
  const click = traceEvents.find((event) => event.pid === main?.pid && event.name === 'EventDispatch' && event.args?.data?.type === 'click');
  const trace: TraceSummary = {};
  if (main && click) {
    const from = click.ts;
    const to = from + result.ms * 1000;
    const within = traceEvents.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.ts >= from && event.ts <= to);
    const add = (name: string, us: number) => (trace[name] = (trace[name] ?? 0) + us / 1000);
    const tasks = within.filter((event) => event.name === 'RunTask');
    for (const event of within) {
      if (event.name === 'RunTask') add('busy (top-level tasks)', Math.min(event.dur ?? 0, to - event.ts));
      const group = GROUPS[event.name];
      if (group) add(group, event.dur ?? 0);
    }
    trace['idle or waiting'] = result.ms - (trace['busy (top-level tasks)'] ?? 0);
    // Each task by what it mostly did: its longest direct child (a task with none counts as 'other').
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const children = within.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && event.name !== 'RunTask');
      const longest = children.reduce<TraceEvent | undefined>((best, event) => ((event.dur ?? 0) > (best?.dur ?? 0) ? event : best), undefined);
      add(`tasks led by ${longest?.name ?? 'other'}`, task.dur ?? 0);
    }
  }
  return { ...result, trace };
}

export function formatTrace(trace: TraceSummary): string {
  return Object.entries(trace)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(', ');
}
