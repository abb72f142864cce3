/** The resources' definitions, re-exported for `contract`'s index (new resources need not be listed: see catalog.ts). */

export * from './customer';
export * from './delivery-location';
export * from './order';
export * from './pickup-location';
export * from './promo-code';
export * from './return-question';
export * from './tax';

