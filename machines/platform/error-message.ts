/**
 * The text a machine keeps for a failed actor: the error's message (the API client's errors carry the
 * catalogue's wording already), or the thrown value itself as text. One helper for every machine.
 */
export const errorMessage = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'message' in error
    ? String((error as { message: unknown }).message)
    : String(error);

/**
 * True when sending the same request again may work: no answer at all, a server fault, a timeout or a rate limit.
 * Any other 4xx (an in-use 409, a stale version, a validation) needs something changed first, so no Retry is offered.
 */
export function isRetryable(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? Number((error as { status: unknown }).status)
      : Number.NaN;
  return !Number.isFinite(status) || status >= 500 || status === 408 || status === 429;
}
