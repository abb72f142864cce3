/** Returns and exchanges: routes of their own (server/returns/routes.ts); the table's search serves saved views and layouts. */
import type { ResourceBinding } from '../resources/binding';
import { returnSource } from './search';

export const returnBinding: ResourceBinding<typeof returnSource.def> = { source: returnSource, routes: false };
