/** Orders' table search (the binding sits in order.ts, which the bulk jobs import): found here by the resource registry. */
export { orderBinding } from './order';
