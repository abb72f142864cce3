/** The product import's sample events for generated paths: a file of each size, every answer of each call, each set status on load. */
import type { EventObject } from 'xstate';
import { IMPORT_LIMITS, type ChangeSet } from '../../contract/catalogue/product-import';
import { productImportMachine } from './product-import.machine';
import type { MachineModel } from '../platform/model';

const set = (status: ChangeSet['status'], included = 2): ChangeSet => ({
  id: 'set-1',
  fileName: 'catalogue.csv',
  status,
  rows: 3,
  products: 3,
  included,
  createdBy: 'Priya Nair',
  createdAt: '2026-11-27T10:00:00Z',
  appliedAt: null,
  rolledBackAt: null,
  actions: { create: 1, update: 1, unchanged: 0, invalid: 1 },
  outcomes: { pending: 3, applied: 0, skipped: 0, failed: 0 },
});
const done = (id: string, output?: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error: { message: 'The file has no rows' } }) as EventObject;

export const productImportModel: MachineModel = {
  name: 'product import',
  machine: productImportMachine,
  inputs: [{ setId: null }, { setId: 'set-1' }],
  events: [
    { type: 'file.choose', file: { name: 'catalogue.csv', size: 1_000 } } as EventObject,
    { type: 'file.choose', file: { name: 'huge.csv', size: IMPORT_LIMITS.maxFileBytes + 1 } } as EventObject,
    { type: 'set.changed', set: set('ready', 0) } as EventObject,
    { type: 'set.changed', set: set('ready', 2) } as EventObject,
    { type: 'apply.request' },
    { type: 'rollback.request' },
    { type: 'dialog.confirm' },
    { type: 'dialog.cancel' },
    { type: 'load.retry' },
    { type: 'set.progress', set: set('applying') } as EventObject,
    { type: 'set.progress', set: set('applied') } as EventObject,
    done('uploadFile', set('ready')),
    failed('uploadFile'),
    ...(['ready', 'applying', 'applied', 'rolledBack'] as const).map((s) => done('loadSet', set(s))),
    failed('loadSet'),
    done('startApply', set('applying')),
    failed('startApply'),
    done('rollback', set('rolledBack')),
    failed('rollback'),
  ],
};
