export { liveState, type LiveState } from './live-status';
export { LIVE_COALESCE_MS, watchLiveChanges, type LiveChange, type LiveSource, type LiveTable } from './watch-live-changes';
export { useLiveChanges, useLiveState, type LiveChangesOptions } from './use-live-changes';
export { FRESH_ROW_MS, insertedIds, markFreshRows, useFreshRow } from './fresh-rows';
