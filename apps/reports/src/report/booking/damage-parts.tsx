import { Card } from '@inspection/ui';

export function DamageParts({ parts }: { parts: Record<string, string[]> }) {
  const entries = Object.entries(parts);
  if (entries.length === 0) return null;
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Damage Parts</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {entries.map(([part, conditions]) => (
          <li key={part} className="rounded-lg bg-slate-50 p-3">
            <p className="font-medium text-slate-900">{part}</p>
            <p className="text-sm text-slate-600">{conditions.join(', ')}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
