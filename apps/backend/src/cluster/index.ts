// What tools/cluster (npm run start:cluster, bench:cluster) takes from the backend.
export { startCluster, type Cluster, type ClusterOptions } from './cluster';
export { runLoad, percentile, type LoadResult } from './load';
export { openDatabase } from '../db/database';
// The nested form of bench:backend, for bench:cluster's nested read.
export { benchTemplate } from '../bench/template-fixture';
// A backend's stop behind nginx without a backend, for tools/cluster/restart-small-servers.ts.
export { restartSmallServersUnderLoad } from './small-servers-restart';
