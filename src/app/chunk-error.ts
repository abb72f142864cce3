/** Recognises a screen's code failing to load (a redeploy removed the old chunk, or the network dropped). */

// How each browser (and Vite's preload helper) words a failed dynamic import.
const CHUNK_LOAD_FAILURE = /dynamically imported module|importing a module script failed|unable to preload css/i;

/** True when the error is a failed `import()` of a chunk, which only a reload can recover from. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}
