/** Items a background job (bulk order actions, product imports) works on at once: PGlite is one connection, so more would only queue. */
export const bulkConcurrency = (engine: string) => (engine === 'postgres' ? 4 : 1);
