export { liveState, type LiveState } from './live-status';
export { LIVE_COALESCE_MS, watchLiveChanges, type LiveChange, type LiveSource, type LiveTable } from './watch-live-changes';
export { useLiveChanges, useLiveState, type LiveChangesOptions } from './use-live-changes';
export { FRESH_ROW_MS, changedIds, insertedIds, markFreshRows, useFreshRow, useFreshRows } from './fresh-rows';
export { presencePeers, samePeers, type PresenceMeta, type PresencePeer, type PresenceStateLike } from './presence';
export { PRESENCE_IDLE_TIMEOUT_MS, usePresence, type PresenceOptions } from './use-presence';
