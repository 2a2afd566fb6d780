// Who else has a screen open, from a Realtime channel's presence state (docs/architecture/realtime.md#presence-on-a-screen).
// Each tab tracks one entry; a person with two tabs is one peer, editing when either tab is.

/** What a tab tracks on a presence channel. */
export interface PresenceMeta {
  userId: string;
  name: string;
  /** The person has changed something on this screen during this visit. */
  editing: boolean;
}

/** Another person on the same screen. */
export type PresencePeer = PresenceMeta;

/** supabase-js's presenceState(): presence key -> the metas tracked under it (each with its presence_ref). */
export type PresenceStateLike = Record<string, ReadonlyArray<Partial<PresenceMeta> & Record<string, unknown>>>;

/** The other people in a presence state: one per user (not `myUserId`), editing if any of their tabs is, by name. */
export function presencePeers(state: PresenceStateLike, myUserId: string): PresencePeer[] {
  const byUser = new Map<string, PresencePeer>();
  for (const metas of Object.values(state)) {
    for (const meta of metas) {
      const userId = typeof meta.userId === 'string' ? meta.userId : '';
      if (!userId || userId === myUserId) continue;
      const name = typeof meta.name === 'string' && meta.name.trim() ? meta.name.trim() : '';
      const known = byUser.get(userId);
      byUser.set(userId, {
        userId,
        name: known?.name || name,
        editing: Boolean(known?.editing) || meta.editing === true,
      });
    }
  }
  return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
}

/** Two lists of peers say the same (so a sync that changes nothing re-renders nothing). */
export function samePeers(a: readonly PresencePeer[], b: readonly PresencePeer[]): boolean {
  return a.length === b.length && a.every((peer, i) => peer.userId === b[i].userId && peer.name === b[i].name && peer.editing === b[i].editing);
}
