// The 'Call Logs' card: search (its own state, so a keystroke re-renders only this card) and the groups.
import { memo, useId, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { CALL_LOG_MESSAGES, searchCallGroups, type CallGroup } from '@inspection/calllogs-domain';
import { type Contact } from '@inspection/crm-public-api';
import { Card, Input } from '@inspection/ui';
import { CallLogGroups } from './call-log-groups';

export const CallLogListCard = memo(function CallLogListCard({
  groups,
  contactFor,
}: {
  groups: readonly CallGroup[];
  contactFor: (key: string) => Contact | undefined;
}) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => searchCallGroups(groups, search), [groups, search]);
  const searchId = useId();
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">
          Call Logs <span className="text-sm font-normal text-slate-500">({shown.length} {shown.length === 1 ? 'number' : 'numbers'})</span>
        </h2>
        <div className="relative w-full sm:w-96">
          <label htmlFor={searchId} className="sr-only">
            Search call logs
          </label>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            placeholder={CALL_LOG_MESSAGES.searchPlaceholder}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </div>
      <CallLogGroups groups={shown} contactFor={contactFor} />
    </Card>
  );
});
