// The Audit Log tab's filters: table, person, a date range of business days, and text.
import { useEffect, useState } from 'react';
import { AUDITED_TABLES, type AuditFilters } from '@inspection/shared-domain';
import { useAuditActors } from '@inspection/forms-data-access';
import { Input, Label, Select } from '@inspection/ui';

const SEARCH_DELAY_MS = 300;

export function AuditLogFilters({ filters, onChange }: { filters: AuditFilters; onChange: (next: AuditFilters) => void }) {
  const actors = useAuditActors();
  const [text, setText] = useState(filters.query);
  // Text is sent once typing pauses, not per keystroke.
  useEffect(() => {
    if (text === filters.query) return;
    const timer = setTimeout(() => onChange({ ...filters, query: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="flex flex-col gap-1">
        <Label htmlFor="audit-table">Table</Label>
        <Select id="audit-table" value={filters.table} onChange={(e) => onChange({ ...filters, table: e.target.value })}>
          <option value="">All tables</option>
          {Object.entries(AUDITED_TABLES).map(([name, label]) => (
            <option key={name} value={name}>{label}</option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="audit-person">Person</Label>
        <Select id="audit-person" value={filters.actorId} onChange={(e) => onChange({ ...filters, actorId: e.target.value })}>
          <option value="">Everyone</option>
          {(actors.data ?? []).map((actor) => (
            <option key={actor.actor_id} value={actor.actor_id}>{actor.actor_email ?? actor.actor_id}</option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="audit-from">From</Label>
        <Input id="audit-from" type="date" value={filters.from} onChange={(e) => onChange({ ...filters, from: e.target.value })} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="audit-to">To</Label>
        <Input id="audit-to" type="date" value={filters.to} onChange={(e) => onChange({ ...filters, to: e.target.value })} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="audit-search">Search</Label>
        <Input id="audit-search" type="search" placeholder="Name, value, id..." value={text} onChange={(e) => setText(e.target.value)} />
      </div>
    </div>
  );
}
