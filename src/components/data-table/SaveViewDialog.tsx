/** Names the current view and saves it. */
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { Dialog } from '../overlays';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { VALIDATION } from '../../../contract';
import { errorMessage } from '../../lib/api';

export interface SaveViewDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Resolves when saved; a rejection's message shows under the name. */
  onSave: (name: string) => Promise<unknown>;
}

export function SaveViewDialog({ isOpen, onClose, onSave }: SaveViewDialogProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setName('');
    setError(null);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(VALIDATION.required);
    setSaving(true);
    try {
      await onSave(name.trim());
      close();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title="Save view" icon="floppy-disk" style={{ maxWidth: 400 }}>
      <form onSubmit={submit}>
        <DialogBody>
          <FormGroup
            label="Name"
            labelFor={id}
            intent={error ? 'danger' : 'none'}
            helperText={error ?? 'Saves the filter, sort, page size and columns.'}
          >
            <InputGroup
              id={id}
              value={name}
              maxLength={80}
              autoFocus
              onChange={(e) => setName(e.currentTarget.value)}
              intent={error ? 'danger' : 'none'}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={close} />
              <Button type="submit" intent="primary" text="Save" loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
