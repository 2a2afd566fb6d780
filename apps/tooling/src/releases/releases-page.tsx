// /releases (admins): every remote's releases, the active one and any canary marked, who published each and when, its
// note; 'Roll back' and 'Promote' after a confirmation. The same writes as `npm run rollback` (docs/architecture/releases.md).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { englishErrorText, errorFromDatabase } from '@inspection/shared-domain';
import { ConfirmDialog, EmptyState, ErrorBox, PageHeader, Spinner } from '@inspection/ui';
import { StatusLine, type StatusMessage } from '../shared/status-message';
import { changeMessage, type ReleaseChange } from './release-actions';
import { ReleaseList } from './release-list';
import { groupReleases, listReleases, promoteRelease, rollBackRelease } from './releases-data';

const QUERY_KEY = ['tooling', 'remote-releases'] as const;

export default function ReleasesPage() {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<ReleaseChange | null>(null);
  const [message, setMessage] = useState<StatusMessage>(null);
  const list = useQuery({ queryKey: QUERY_KEY, queryFn: () => listReleases() });
  const change = useMutation({
    mutationFn: ({ kind, group }: ReleaseChange) => (kind === 'promote' ? promoteRelease(group.remote) : rollBackRelease(group.remote)),
    onSuccess: (_, { kind, group }) => {
      setMessage({ kind: 'info', text: kind === 'promote' ? `${group.remote}: canary promoted.` : `${group.remote}: rolled back.` });
      return queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (error) => setMessage({ kind: 'error', text: englishErrorText(errorFromDatabase(error)) }),
    onSettled: () => setAsked(null),
  });
  const confirm = asked && changeMessage(asked);
  const groups = list.data ? groupReleases(list.data) : [];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Releases"
        description="Each remote's releases. New sessions load the active one, or the canary for its share of sessions; pages already open keep their build until reloaded."
      />
      <StatusLine message={message} />
      {list.isPending ? (
        <Spinner label="Loading releases..." className="py-16" />
      ) : list.isError ? (
        <ErrorBox>{englishErrorText(errorFromDatabase(list.error))}</ErrorBox>
      ) : groups.length === 0 ? (
        <EmptyState title="No releases" description="Every remote loads from the runtime config until a team runs npm run release." />
      ) : (
        groups.map((group) => (
          <section key={group.remote} aria-labelledby={`releases-${group.remote}`} className="flex flex-col gap-2">
            <h2 id={`releases-${group.remote}`} className="text-lg font-semibold text-slate-900">
              {group.remote}
            </h2>
            <ReleaseList group={group} onAsk={setAsked} />
          </section>
        ))
      )}
      <ConfirmDialog
        open={Boolean(asked)}
        title={confirm?.title}
        message={confirm?.message ?? ''}
        confirmLabel={confirm?.confirm ?? 'Confirm'}
        busy={change.isPending}
        destructive={asked?.kind === 'rollback'}
        onConfirm={() => asked && change.mutate(asked)}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}
