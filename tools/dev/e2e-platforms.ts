// The end-to-end suite runs one platform per Playwright worker, side by side: each has its own in-memory backend
// (its own demo data, so workers never see each other's changes), its own app servers and its own control API, all
// on the fixed ports plus the platform's offset (worker 0: 4200-4207, 54321, 4290; worker 1: 4300-4307, 54421, 4390).
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const PORT_STEP = 100;

export const platformOffset = (index: number) => index * PORT_STEP;

/** The offset of the platform this Playwright worker drives (0 outside a worker, as in the config's main process). */
export const workerPlatformOffset = () => platformOffset(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
