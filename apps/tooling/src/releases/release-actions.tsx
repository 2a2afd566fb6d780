// A release row's buttons: on the canary, 'Promote' and 'Roll back' (withdraws it); on the active release, 'Roll back'
// to the previous one when there is one and no canary (a rollback withdraws a canary first, rollback_remote_release).
import { Button } from '@inspection/ui';
import type { RemoteRelease, RemoteReleaseGroup } from './releases-data';

export type ReleaseChange = { kind: 'rollback' | 'promote'; group: RemoteReleaseGroup };

export interface ReleaseActionsProps {
  group: RemoteReleaseGroup;
  release: RemoteRelease;
  onAsk: (change: ReleaseChange) => void;
}

export function ReleaseActions({ group, release, onAsk }: ReleaseActionsProps) {
  const label = `${group.remote} ${release.version}`;
  const rollBack = (
    <Button size="sm" variant="outline" aria-label={`Roll back ${label}`} onClick={() => onAsk({ kind: 'rollback', group })}>
      Roll back
    </Button>
  );
  if (release.status === 'canary') {
    return (
      <div className="flex flex-wrap gap-2">
        <Button size="sm" aria-label={`Promote ${label}`} onClick={() => onAsk({ kind: 'promote', group })}>
          Promote
        </Button>
        {rollBack}
      </div>
    );
  }
  if (release.status === 'active' && !group.canary && group.canRollBack) return rollBack;
  return null;
}

/** The confirmation's words: what changes, for whom, and that open pages keep their build until reloaded. */
export function changeMessage({ kind, group }: ReleaseChange): { title: string; message: string; confirm: string } {
  const { remote, active, canary, previous } = group;
  if (kind === 'promote') {
    return {
      title: `Promote ${remote} ${canary?.version}?`,
      message: `Every new session gets ${canary?.version} instead of ${active?.version}. Pages already open keep their build until they are reloaded.`,
      confirm: 'Promote',
    };
  }
  if (canary) {
    return {
      title: `Roll back ${remote} ${canary.version}?`,
      message: `The canary is withdrawn: every new session gets ${active?.version}. Pages already open keep their build until they are reloaded.`,
      confirm: 'Roll back',
    };
  }
  return {
    title: `Roll back ${remote} to ${previous?.version}?`,
    message: `New sessions get ${previous?.version} instead of ${active?.version} at once. Pages already open keep their build until they are reloaded.`,
    confirm: 'Roll back',
  };
}
