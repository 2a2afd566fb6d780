// CPU seconds used so far by processes and all their descendants (Linux /proc), so a bench can charge each request
// its backends', nginx's and PostgreSQL's CPU rather than the whole (shared) machine's.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux

function stat(pid: number): { ppid: number; ticks: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** CPU seconds of these processes and their descendants. */
export function treeCpuSeconds(roots: number[]): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const s = stat(pid);
    if (!s) continue;
    ticks.set(pid, s.ticks);
    children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  }
  let total = 0;
  const seen = new Set<number>();
  const visit = (pid: number) => {
    if (seen.has(pid)) return;
    seen.add(pid);
    total += ticks.get(pid) ?? 0;
    for (const child of children.get(pid) ?? []) visit(child);
  };
  roots.forEach(visit);
  return total / TICKS;
}
