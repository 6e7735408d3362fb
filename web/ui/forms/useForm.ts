import { useEffect, useState, useSyncExternalStore } from 'react';
import { FormStore } from './formStore.ts';
import type {
  ControllerRenderProps,
  FieldError,
  FieldValues,
  FormOptions,
  Path,
  PathValue,
  UseFormReturn,
} from './types.ts';

export type * from './types.ts';

/**
 * A form: its values, messages and submit state (`FormStore`). The component re-renders when a
 * message or the submit state changes, not while the guest types.
 */
export function useForm<T extends FieldValues>(options: FormOptions<T> = {}): UseFormReturn<T> {
  const [form] = useState(() => new FormStore(options));
  useEffect(() => form.setOptions(options));
  useSyncExternalStore(form.subscribeState, form.stateVersion, form.stateVersion);
  return form;
}

/** A value of the form, or all of them, re-rendering the component when it changes. */
export function useWatch<T extends FieldValues, P extends Path<T>>(props: {
  control: FormStore<T>;
  name: P;
}): PathValue<T, P>;
export function useWatch<T extends FieldValues>(props: { control: FormStore<T> }): T;
export function useWatch<T extends FieldValues>({ control, name }: { control: FormStore<T>; name?: string }) {
  const read = () => control.valueAt(name);
  return useSyncExternalStore(control.subscribeValues, read, read);
}

/** A field the component draws itself (a star rating, a date in three boxes). */
export function useController<T extends FieldValues, P extends Path<T>>({
  control,
  name,
}: {
  control: FormStore<T>;
  name: P;
}): { field: ControllerRenderProps<T, P>; fieldState: { error?: FieldError } } {
  const value = useWatch({ control, name });
  useSyncExternalStore(control.subscribeState, control.stateVersion, control.stateVersion);
  return {
    field: {
      name,
      value,
      onChange: (next) => control.change(name, next, 'change'),
      onBlur: () => {},
      ref: (element) => control.focusTarget(name, element),
    },
    fieldState: { error: control.errorAt(name) as FieldError | undefined },
  };
}
