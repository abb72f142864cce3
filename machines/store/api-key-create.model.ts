/** Making an API key: sample events for generated paths — open, submit, each answer (made, refused, failed), retry, close. */
import type { EventObject } from 'xstate';
import type { MachineModel } from '../platform/model';
import { apiKeyCreateMachine, type ApiKeyCreateOutcome } from './api-key-create.machine';

/** A key made, as the server answers (the unit tests use it too). */
export const SAMPLE_CREATED: ApiKeyCreateOutcome = {
  ok: true,
  created: {
    key: {
      id: 7,
      name: 'Web shop',
      prefix: 'shop_AbCdEfGh',
      scopes: ['catalogue.read', 'orders'],
      rateLimitPerMinute: 600,
      createdByName: 'Aditi Rao',
      createdAt: '2026-12-06T10:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
      revokedByName: null,
    },
    secret: 'shop_AbCdEfGh_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG',
  },
};

export const apiKeyCreateModel: MachineModel = {
  name: 'API key creation',
  machine: apiKeyCreateMachine,
  events: [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    {
      type: 'form.submit',
      values: { name: 'Web shop', scopes: ['catalogue.read', 'orders'], rateLimitPerMinute: 600 },
    } as EventObject,
    { type: 'dialog.retry' },
    { type: 'xstate.done.actor.createKey', output: SAMPLE_CREATED } as EventObject,
    {
      type: 'xstate.done.actor.createKey',
      output: { ok: false, errors: [{ field: 'name', message: 'Value is required' }] },
    } as EventObject,
    {
      type: 'xstate.error.actor.createKey',
      error: { message: 'We are facing some technical error, Please try again after sometime.' },
    } as EventObject,
  ],
};
