/** Runs `effect` when the person changes one field (not when the form is reset or set by code). */
import { useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

export function useOnUserChange<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch'>,
  name: FieldPath<T>,
  effect: (value: unknown) => void,
): void {
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    const subscription = form.watch((values, info) => {
      // react-hook-form marks a field's own onChange as 'change'; reset and setValue have no type.
      if (info.name === name && info.type === 'change')
        latest.current(info.name.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], values));
    });
    return () => subscription.unsubscribe();
  }, [form, name]);
}
