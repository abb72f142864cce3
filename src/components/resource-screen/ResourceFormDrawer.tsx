/**
 * The create/edit form of a resource in a drawer: react-hook-form with the contract's schema,
 * server errors on their fields (409 'name already exists' on the name), a stale version shown
 * with its message, and closing or leaving with unsaved input asks first.
 * The form is mounted per record (`key`), so each opening starts from that record's values.
 */
import { Button, Callout, DrawerSize } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ComponentType } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES, type ResourceDef } from '../../../contract';
import { useConfirm } from '../../components/confirm';
import { DialogDrawer } from '../../components/DialogDrawer';
import { ApiError } from '../../lib/api';
import { applyServerErrors } from '../../lib/form-errors';
import { RecordHistory } from '../history/RecordHistory';
import { UnsavedChangesPrompt } from '../../lib/unsaved-changes';
import { useResourceWrites } from './useResourceWrites';

export interface ResourceFormDrawerProps<V extends FieldValues> {
  def: ResourceDef;
  /** The row being edited; null creates a new one. */
  row: (V & { id: number; version: number }) | null;
  isOpen: boolean;
  onClose(): void;
  /** Values of a new record. */
  defaults: DefaultValues<V>;
  /** The form's fields. */
  Fields: ComponentType<{ control: Control<V> }>;
  /** 'wide': a form with a table in it; default the small drawer. */
  width?: 'wide';
}

export function ResourceFormDrawer<V extends FieldValues>(props: ResourceFormDrawerProps<V>) {
  const { def, row, isOpen, width } = props;
  const title = `${row ? 'Edit' : 'Add'} ${def.subject ?? def.title}`;
  return (
    <DialogDrawer
      isOpen={isOpen}
      title={title}
      size={width === 'wide' ? DrawerSize.STANDARD : DrawerSize.SMALL}
      className="resource-drawer"
      canOutsideClickClose={false}
      isCloseButtonShown={false}
    >
      {isOpen && <ResourceForm key={row ? `${row.id}:${row.version}` : 'new'} {...props} />}
    </DialogDrawer>
  );
}

function ResourceForm<V extends FieldValues>({ def, row, onClose, defaults, Fields }: ResourceFormDrawerProps<V>) {
  const writes = useResourceWrites(def);
  const confirm = useConfirm();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = def.create as z.ZodObject;
  const form = useForm<V>({
    resolver: zodResolver(schema as never) as unknown as Resolver<V>,
    mode: 'onTouched',
    defaultValues: (row ?? defaults) as DefaultValues<V>,
  });
  const fields = Object.keys(schema.shape ?? {}) as never[];
  const { isDirty, isSubmitting } = form.formState;

  const close = async () => {
    if (isDirty && !(await confirm({ message: MESSAGES.unsavedLeave }))) return;
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (row) await writes.update(row, values);
      else await writes.create(values);
      form.reset(values);
      onClose();
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409 && !error.errors[0]?.field;
      setFormError(conflict ? error.message : (applyServerErrors<V>(error, fields, form.setError)[0] ?? null));
    }
  });

  return (
    <form className="resource-form" noValidate onSubmit={submit}>
      <UnsavedChangesPrompt when={isDirty} />
      <div className="resource-form-body">
        {formError && (
          <Callout intent="danger" icon="error" compact role="alert">
            {formError}
          </Callout>
        )}
        <Fields control={form.control} />
        {row && (
          <RecordHistory
            entity={def.key}
            id={row.id}
            labels={Object.fromEntries(def.fields.map((f) => [f.key, f.label]))}
          />
        )}
      </div>
      <div className="resource-form-footer">
        <Button text="Cancel" variant="minimal" onClick={() => void close()} />
        <Button type="submit" intent="primary" text="Save" loading={isSubmitting} />
      </div>
    </form>
  );
}
