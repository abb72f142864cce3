/** Every generic resource's routes: search, export and read for all; writes where the contract defines a form. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResourceDef } from '../../contract/platform/resource';
import type { ResourceBinding, ZodApp } from './binding';
import { registerReadRoutes } from './read-routes';
import { BINDINGS } from './registry';
import { registerWriteRoutes } from './write-routes';

export { BINDINGS } from './registry';

/** Registers a resource's routes, each behind `${def.permission}.view|add|edit|delete`. */
export function registerResource<D extends ResourceDef>(app: ZodApp, binding: ResourceBinding<D>): void {
  registerReadRoutes(app, binding);
  registerWriteRoutes(app, binding);
}

export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const binding of Object.values(BINDINGS)) if (binding.routes !== false) registerResource(app, binding);
};
