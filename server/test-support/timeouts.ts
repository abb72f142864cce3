/**
 * How much longer a test may wait on a loaded machine: E2E_TIMEOUT_SCALE (default 1; CI sets 3, as a fresh-clone run
 * there has taken 1.8 times as long as on an idle machine, and more with another process busy). A timeout only catches
 * a hang, never measures speed (benchmarks do that), so every wait of the browser and API tests is multiplied by it.
 */
export const TIMEOUT_SCALE = Math.max(1, Number(process.env.E2E_TIMEOUT_SCALE) || 1);

/** `ms` as a test's or hook's timeout on this machine. */
export const scaled = (ms: number): number => ms * TIMEOUT_SCALE;
