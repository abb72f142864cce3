/**
 * The editor's form (react-hook-form over ProductInputSchema) and its flow (the product editor machine) wired
 * together (editor-effects.ts); the form tells the machine when it holds unsaved input.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { ProductInputSchema } from '../../../../contract/catalogue/product';
import type { EditorMode, productEditorMachine } from '../../../../machines/catalogue/product-editor.machine';
import { emptyProduct, type ProductFormValues } from '../../../../machines/catalogue/product-editor.values';
import { useConfirm } from '../../../components/confirm';
import { editorMachine, type LiveEditorState, type ProductForm } from './editor-effects';

export type { ProductForm } from './editor-effects';
export type ProductEditorActor = ActorRefFrom<typeof productEditorMachine>;

export function useProductEditor(mode: EditorMode, productId: number | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const form: ProductForm = useForm<ProductFormValues>({
    resolver: zodResolver(ProductInputSchema) as never,
    mode: 'onTouched',
    defaultValues: emptyProduct(),
  });
  // keyName: a variant's own `id` (an existing variant) must stay in its values.
  const variants = useFieldArray({ control: form.control, name: 'variants', keyName: 'rowKey' });
  const [serverNote, setServerNote] = useState<string | null>(null);
  // Read by the machine's effects when they run; updated by the views in effects.
  const [live] = useState<LiveEditorState>(() => ({ order: [], proceed: () => {}, stay: () => {} }));
  const [machine] = useState(() =>
    editorMachine({ queryClient, form, replaceVariants: variants.replace, navigate, confirm, setServerNote, live }),
  );
  const actor = useActorRef(machine, { input: { mode, productId } });

  const { isDirty } = useFormState({ control: form.control });
  // The form is the truth: the machine takes a change of it, and is put right where it guessed otherwise (a
  // suggestion it takes as filling a blank SKU, where the SKU was filled already).
  const machineDirty = useSelector(actor, (s) => s.context.dirty);
  useEffect(() => {
    if (machineDirty !== isDirty) actor.send({ type: 'form.change', dirty: isDirty });
  }, [actor, isDirty, machineDirty]);

  return { form, variants, actor, live, serverNote, productId };
}
