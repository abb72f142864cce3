/**
 * The text a machine keeps for a failed actor: the error's message (the API client's errors carry the
 * catalogue's wording already), or the thrown value itself as text. One helper for every machine.
 */
export const errorMessage = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'message' in error ? String((error as { message: unknown }).message) : String(error);
