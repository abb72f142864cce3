/**
 * A secret shown this once (an API key's, a webhook endpoint's signing secret): a warning, the secret in a read-only
 * field that selects itself on focus, Copy, a line on how it is used, and Done, which closes the dialog and forgets it.
 */
import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { type ReactNode, useId, useState } from 'react';
// oxlint-disable-next-line import/no-unassigned-import -- the component's stylesheet
import './secret-shown-once.css';

export interface SecretShownOnceProps {
  /** What the warning says (that it will not be shown again). */
  notice: string;
  /** The field's label, e.g. `Secret of “Web shop”`. */
  label: string;
  secret: string;
  /** How the secret is used, under the field. */
  usage: ReactNode;
  onDone: () => void;
}

export function SecretShownOnce({ notice, label, secret, usage, onDone }: SecretShownOnceProps) {
  const [copied, setCopied] = useState(false);
  const id = useId();
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <>
      <DialogBody>
        <Callout intent="warning" icon="key" compact>
          {notice}
        </Callout>
        <FormGroup label={label} labelFor={id} className="secret-shown-once">
          <InputGroup
            id={id}
            readOnly
            value={secret}
            className="secret-shown-once-value"
            onFocus={(e) => e.currentTarget.select()}
            rightElement={
              <Button
                variant="minimal"
                icon={copied ? 'tick' : 'duplicate'}
                text={copied ? 'Copied' : 'Copy'}
                onClick={() => void copy()}
              />
            }
          />
        </FormGroup>
        <p>{usage}</p>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text="Done" onClick={onDone} />} />
    </>
  );
}
