// Two people on one inspection, on the screen (docs/areas/inspection.md#two-people-on-one-inspection): who else has
// it open (Realtime presence, joined once the browser is idle), and the choice before this person's first edit
// while someone else is editing. The database's refusal of a stale save is the session's (engine/inspection-session.ts).
import { useCallback, useMemo, useRef, useState } from 'react';
import { usePresence, type PresencePeer } from '@inspection/supabase-client';

interface Options {
  bookingId: string;
  /** The signed-in person; no presence without an id. */
  userId: string;
  name: string;
  /** Brings the other people's latest answers onto the screen (a save of what is waiting). */
  loadTheirs: () => Promise<unknown>;
}

export interface EditGuard {
  peers: PresencePeer[];
  /** The people editing beside me while the choice is asked; empty otherwise. */
  asking: PresencePeer[];
  /** Runs an edit, or holds it for the choice the first time someone else is editing. */
  guard: (edit: () => void) => void;
  editAnyway: () => void;
  loadTheirs: () => void;
}

export function useEditGuard({ bookingId, userId, name, loadTheirs }: Options): EditGuard {
  const [editing, setEditing] = useState(false);
  const me = useMemo(() => (userId ? { userId, name, editing } : null), [userId, name, editing]);
  const peers = usePresence({ topic: `inspection:${bookingId}`, me });
  const [asking, setAsking] = useState<PresencePeer[]>([]);
  const held = useRef<(() => void) | null>(null);
  // Asked once a visit: after a choice, a clash is the database's to catch.
  const chosen = useRef(false);

  const guard = useCallback(
    (edit: () => void) => {
      const others = peers.filter((peer) => peer.editing);
      if (!chosen.current && others.length > 0) {
        held.current = edit;
        setAsking(others);
        return;
      }
      setEditing(true);
      edit();
    },
    [peers],
  );
  const editAnyway = useCallback(() => {
    chosen.current = true;
    setAsking([]);
    setEditing(true);
    held.current?.();
    held.current = null;
  }, []);
  const load = useCallback(() => {
    chosen.current = true;
    setAsking([]);
    held.current = null;
    void loadTheirs();
  }, [loadTheirs]);
  return useMemo(() => ({ peers, asking, guard, editAnyway, loadTheirs: load }), [peers, asking, guard, editAnyway, load]);
}
