/**
 * "Log ticket": staff record a customer's call as a ticket. Find the customer by name, give a subject, a priority
 * and what the customer said; the server's refusals land on their fields.
 */
import { Button, Callout, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { Dialog } from '../../components/overlays';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  TicketCreateSchema,
  type TicketCreateInput,
} from '../../../contract/support/support-ticket';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { toast } from '../../components/toast';
import { applyServerErrors } from '../../lib/form-errors';
import { useCreateTicket, useCustomerMatches, type CustomerOption } from './support-api';

type Form = {
  subject: string;
  customerId: number | null;
  priority: (typeof TICKET_PRIORITIES)[number];
  message: string;
};
const DEFAULTS: Form = { subject: '', customerId: null, priority: 'Normal', message: '' };
const FIELDS = ['subject', 'customerId', 'priority', 'message'] as const;

export function LogTicketDialog({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose(): void;
  onCreated(id: number): void;
}) {
  return (
    <Dialog isOpen={isOpen} title="Log a ticket for a customer" onClose={onClose} canOutsideClickClose={false}>
      {isOpen && <LogTicketForm onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

function LogTicketForm({ onClose, onCreated }: { onClose(): void; onCreated(id: number): void }) {
  const [find, setFind] = useState('');
  const matches = useCustomerMatches(find.trim()).data ?? [];
  const create = useCreateTicket();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Form>({
    resolver: zodResolver(TicketCreateSchema) as unknown as Resolver<Form>,
    mode: 'onTouched',
    defaultValues: DEFAULTS,
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const ticket = await create.mutateAsync(values as unknown as TicketCreateInput);
      toast.success(TICKET_MESSAGES.created);
      onCreated(ticket.id);
    } catch (error) {
      const left = applyServerErrors(error, FIELDS, form.setError);
      if (left.length) setFailure(left.join(' '));
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <DialogBody>
        {failure && (
          <Callout intent="danger" role="alert" compact>
            {failure}
          </Callout>
        )}
        <label className="support-find">
          Find customer by name
          <InputGroup type="search" value={find} onValueChange={setFind} placeholder="Type a name…" leftIcon="search" />
        </label>
        <SelectField
          control={form.control}
          name="customerId"
          label="Customer"
          items={matches}
          itemValue="id"
          itemTitle={(c: CustomerOption) => `${c.name} (${c.email})`}
          filterable={false}
          placeholder="Choose a customer…"
        />
        <TextField control={form.control} name="subject" label="Subject" placeholder="e.g. Parcel not delivered" />
        <SelectField
          control={form.control}
          name="priority"
          label="Priority"
          items={TICKET_PRIORITIES}
          filterable={false}
        />
        <TextAreaField control={form.control} name="message" label="What the customer said" rows={4} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" variant="minimal" onClick={onClose} />
            <Button type="submit" intent="primary" text="Log ticket" loading={create.isPending} />
          </>
        }
      />
    </form>
  );
}
