/**
 * Saving a section: the confirmation (seed §8 "saving the configuration"), then the save with the version
 * read; field errors land on their fields, a success says so in a toast.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { SECTION_MESSAGES } from '../../../contract';
import { useConfirm } from '../../components/confirm';
import { toast } from '../../components/toast';
import { applyServerErrors } from '../../lib/form-errors';

export function useSectionSubmit<V extends FieldValues, T>(
  form: UseFormReturn<V>,
  save: UseMutationResult<T, Error, V>,
  fields: readonly FieldPath<V>[],
  success: string,
  message: string = SECTION_MESSAGES.confirmSave,
) {
  const confirm = useConfirm();
  return form.handleSubmit(async (values) => {
    if (!(await confirm({ message }))) return;
    // The answer bumps the version and remounts the form, so the toast follows the promise.
    const ok = await save.mutateAsync(values).then(
      () => true,
      (error: unknown) => {
        applyServerErrors(error, fields, form.setError);
        return false;
      },
    );
    if (ok) toast.success(success);
  });
}
