// A form version's differences from the one before (docs/areas/forms.md#versions): fields are the same field across versions when they
// share a stable_id, so a version reads as fields added, removed and renamed, and option scores changed.

export interface VersionOption {
  label: string;
  score: number;
}

export interface VersionField {
  stableId: string;
  title: string;
  options: readonly VersionOption[];
}

export interface FormVersionDiff {
  added: string[];
  removed: string[];
  renamed: Array<{ from: string; to: string }>;
  scores: Array<{ field: string; option: string; from: number; to: number }>;
}

/** What changed from `before` to `after`, each list in the order of the version it is read from. */
export function diffFormVersions(before: readonly VersionField[], after: readonly VersionField[]): FormVersionDiff {
  const old = new Map(before.map((field) => [field.stableId, field]));
  const kept = new Set(after.map((field) => field.stableId));
  const diff: FormVersionDiff = { added: [], removed: [], renamed: [], scores: [] };
  for (const field of after) {
    const previous = old.get(field.stableId);
    if (!previous) {
      diff.added.push(field.title);
      continue;
    }
    if (previous.title !== field.title) diff.renamed.push({ from: previous.title, to: field.title });
    const oldScores = new Map(previous.options.map((option) => [option.label, Number(option.score)]));
    for (const option of field.options) {
      const was = oldScores.get(option.label);
      if (was !== undefined && was !== Number(option.score)) {
        diff.scores.push({ field: field.title, option: option.label, from: was, to: Number(option.score) });
      }
    }
  }
  for (const field of before) if (!kept.has(field.stableId)) diff.removed.push(field.title);
  return diff;
}

const quoted = (title: string) => `"${title || 'Untitled field'}"`;

/** The differences in words, one line each; 'No changes' when there are none. */
export function describeFormVersionDiff(diff: FormVersionDiff): string[] {
  const lines = [
    ...diff.added.map((title) => `Added ${quoted(title)}`),
    ...diff.removed.map((title) => `Removed ${quoted(title)}`),
    ...diff.renamed.map(({ from, to }) => `Renamed ${quoted(from)} to ${quoted(to)}`),
    ...diff.scores.map(({ field, option, from, to }) => `Score of ${quoted(field)}, "${option}": ${from} → ${to}`),
  ];
  return lines.length > 0 ? lines : ['No changes'];
}

/** 'v2 · Live' */
export function versionLabel(version: number, status?: 'draft' | 'live' | 'inactive'): string {
  const names = { draft: 'Draft', live: 'Live', inactive: 'Inactive' } as const;
  return status ? `v${version} · ${names[status]}` : `v${version}`;
}

export interface VersionedForm {
  id: string;
  version?: number;
  family_id?: string;
}

/**
 * The form list by family: each family's versions latest first, families in the order their latest version first
 * appears in `forms` (the list is newest first). A form without a family is its own.
 */
export function groupFormFamilies<T extends VersionedForm>(forms: readonly T[]): T[][] {
  const families = new Map<string, T[]>();
  for (const form of forms) {
    const key = form.family_id ?? form.id;
    families.set(key, [...(families.get(key) ?? []), form]);
  }
  const groups = [...families.values()].map((versions) => [...versions].sort((a, b) => (b.version ?? 1) - (a.version ?? 1)));
  const firstSeen = (group: T[]) => forms.indexOf(group[0]);
  return groups.sort((a, b) => firstSeen(a) - firstSeen(b));
}
