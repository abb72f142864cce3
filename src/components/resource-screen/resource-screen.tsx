/**
 * The generic list screen of a resource that has no screen of its own (src/app/screens.tsx): the dense
 * table, filters, drawer form, status change, delete and export, with the resource's form module when it
 * has one (`<resource key>.form.tsx`: `defaults` and `Fields`), else the kit's form drawn from its field specs.
 */
import type { ComponentType } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { ResourceDef } from '../../../contract';
import { kitDefaults, kitFieldsOf } from './KitFields';
import { ResourceListScreen } from './ResourceListScreen';

/** What a form module exports. */
export interface ResourceFormModule {
  defaults: object;
  Fields: ComponentType<{ control: Control<never> }>;
  /** 'wide' for a form with a table in it (a flash sale's variants); default the small drawer. */
  drawerWidth?: 'wide';
}

const screens = new WeakMap<ResourceDef, ComponentType>();

/** The screen of `def`, made once per resource (React keeps a loaded screen by its identity). */
export function resourceScreen(def: ResourceDef, form?: ResourceFormModule): ComponentType {
  let screen = screens.get(def);
  if (!screen) {
    const defaults = (form?.defaults ?? kitDefaults(def)) as FieldValues;
    const Fields = (form?.Fields ?? kitFieldsOf(def)) as ComponentType<{ control: Control<FieldValues> }>;
    const editable = def.create !== undefined;
    screen = () => (
      <ResourceListScreen
        def={def}
        defaults={editable ? defaults : undefined}
        Fields={editable ? Fields : undefined}
        drawerWidth={form?.drawerWidth}
      />
    );
    screens.set(def, screen);
  }
  return screen;
}
