/** The low-stock threshold of a variant: a whole number, saved at the version the table showed (stale → the 409's words). */
import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Dialog } from '../../../components/overlays';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import {
  STOCK_MESSAGES,
  StockThresholdSchema,
  type StockThreshold,
  type StockVariantRow,
} from '../../../../contract/catalogue/stock';
import { NumberField } from '../../../components/form/NumberField';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { putThreshold, refreshStock } from './stock-api';
import { variantLabel } from './variant-label';

export interface StockThresholdDialogProps {
  variant: StockVariantRow;
  onClose: () => void;
}

type FormValues = { lowStockThreshold: number | string | null; version: number };

export function StockThresholdDialog({ variant, onClose }: StockThresholdDialogProps) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    resolver: zodResolver(StockThresholdSchema) as unknown as Resolver<FormValues>,
    mode: 'onTouched',
    defaultValues: { lowStockThreshold: variant.lowStockThreshold, version: variant.version },
  });
  const save = useMutation({
    mutationFn: (values: StockThreshold) => putThreshold(variant.id, values.lowStockThreshold, values.version),
    onSuccess: async () => {
      toast.success(STOCK_MESSAGES.thresholdSaved);
      await refreshStock(queryClient);
      onClose();
    },
  });
  const submit = form.handleSubmit((values) => save.mutate(values as StockThreshold));
  return (
    <Dialog isOpen title={`Low-stock threshold: ${variantLabel(variant)}`} onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <DialogBody>
          {save.error && (
            <Callout intent="danger" icon="error" compact role="alert">
              {errorMessage(save.error)}
            </Callout>
          )}
          <NumberField
            control={form.control}
            name="lowStockThreshold"
            label="Low-stock threshold"
            integer
            helperText="The variant counts as low in stock at or below this number"
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" variant="minimal" onClick={onClose} />
              <Button type="submit" intent="primary" text="Save" loading={save.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
