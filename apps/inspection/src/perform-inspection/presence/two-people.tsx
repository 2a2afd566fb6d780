// What the perform screen shows for two people on one inspection: who else is on it, the choice before a first edit
// beside someone editing, and the choice after a save the database refused (docs/areas/inspection.md#two-people-on-one-inspection).
import type { EditConflict } from '@inspection/inspection-data-access';
import type { EditGuard } from './use-edit-guard';
import { EditChoiceDialog } from './edit-choice-dialog';
import { PresenceBanner } from './presence-banner';
import { conflictBody, conflictTitle, EDIT_CHOICE_TEXTS, editingTitle } from './presence-texts';

interface Props {
  guard: EditGuard;
  conflict: EditConflict | null;
  onConflictChoice: (choice: 'theirs' | 'mine') => void;
}

export function TwoPeople({ guard, conflict, onConflictChoice }: Props) {
  return (
    <>
      <PresenceBanner peers={guard.peers} />
      <EditChoiceDialog
        open={guard.asking.length > 0 && !conflict}
        title={editingTitle(guard.asking.map((peer) => peer.name))}
        message={EDIT_CHOICE_TEXTS.editingBody}
        safeLabel={EDIT_CHOICE_TEXTS.loadTheirs}
        onSafe={guard.loadTheirs}
        aheadLabel={EDIT_CHOICE_TEXTS.editAnyway}
        onAhead={guard.editAnyway}
      />
      <EditChoiceDialog
        open={conflict !== null}
        title={conflictTitle(conflict?.name ?? '')}
        message={conflictBody(conflict?.name ?? '', conflict?.keys ?? [])}
        safeLabel={EDIT_CHOICE_TEXTS.keepTheirs}
        onSafe={() => onConflictChoice('theirs')}
        aheadLabel={EDIT_CHOICE_TEXTS.overwrite}
        onAhead={() => onConflictChoice('mine')}
      />
    </>
  );
}
