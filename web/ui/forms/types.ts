import type { ChangeEvent } from 'react';
import type { FormStore } from './formStore.ts';

// The shapes of a form, named as react-hook-form names them (the portal used it until its bytes on
// every form page were more than the forms needed: measured in DECISION.md).

export type FieldValues = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date;

/** Every dotted path into `T`: `title`, `travellers.${number}.${string}`. */
export type Path<T> = T extends Leaf
  ? never
  : T extends readonly (infer Item)[]
    ? `${number}` | (Item extends Leaf ? never : `${number}.${Path<Item>}`)
    : { [K in keyof T & string]: PathFrom<K, T[K]> }[keyof T & string];

type PathFrom<K extends string, V> = V extends Leaf ? K : K | `${K}.${Path<V>}`;

/** The value at a dotted path. */
export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? PathValue<T[Head], Rest>
    : T extends readonly (infer Item)[]
      ? PathValue<Item, Rest>
      : unknown
  : P extends keyof T
    ? T[P]
    : T extends readonly (infer Item)[]
      ? Item
      : unknown;

export interface FieldError {
  type: string;
  message?: string;
}

/** A form's messages, shaped as its values: one per field, a list's per item. */
export type FieldErrors<T> = { [K in keyof T]?: ErrorsOf<T[K]> };

type ErrorsOf<V> = V extends Leaf
  ? FieldError
  : V extends readonly (infer Item)[]
    ? Item extends Leaf
      ? FieldError
      : (FieldErrors<Item> | undefined)[]
    : FieldErrors<V> & Partial<FieldError>;

/** A form's check: its values as sent, or its messages. */
export type ResolverResult<T> =
  { values: T; errors: Record<string, never> } | { values: Record<string, never>; errors: FieldErrors<T> };
export type Resolver<T> = (values: T) => Promise<ResolverResult<T>>;

export interface FormOptions<T extends FieldValues> {
  /** The values the form starts from; a field left out starts empty. */
  defaultValues?: Partial<T>;
  resolver?: Resolver<T>;
}

/** An element a field's value is typed into. */
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** A change event as the form reads it (React's, or any with the element as its target). */
type AnyFieldEvent = Pick<ChangeEvent<FieldElement>, 'target'>;

export interface UseFormRegisterReturn<P extends string = string> {
  name: P;
  ref: (element: FieldElement | null) => void;
  onChange: (event: AnyFieldEvent) => void;
  onBlur: () => void;
}

export interface ControllerRenderProps<T extends FieldValues, P extends Path<T>> {
  name: P;
  value: PathValue<T, P>;
  onChange: (value: PathValue<T, P>) => void;
  onBlur: () => void;
  /** The element that takes the focus when the form sends the guest to this field. */
  ref: (element: HTMLElement | null) => void;
}

/** What changed: a field's name for a guest's edit or `setValue`, none for a reset. */
export interface ChangeInfo {
  name?: string;
  type?: 'change';
}

export interface FormState<T extends FieldValues> {
  errors: FieldErrors<T>;
  isSubmitting: boolean;
  isSubmitted: boolean;
  submitCount: number;
}

export interface UseFormReturn<T extends FieldValues> {
  control: FormStore<T>;
  readonly formState: FormState<T>;
  register: <P extends Path<T>>(
    name: P,
    options?: { onChange?: (event: AnyFieldEvent) => void },
  ) => UseFormRegisterReturn<P>;
  handleSubmit: (
    onValid: (values: T) => unknown,
    onInvalid?: (errors: FieldErrors<T>) => unknown,
  ) => (event?: { preventDefault?: () => void }) => Promise<void>;
  setError: (
    name: Path<T>,
    error: { type?: string; message?: string },
    options?: { shouldFocus?: boolean },
  ) => void;
  setFocus: (name: Path<T>) => void;
  setValue: <P extends Path<T>>(name: P, value: PathValue<T, P>) => void;
  getValues: () => T;
  reset: (values?: T) => void;
  watch: (callback: (values: T, info: ChangeInfo) => void) => { unsubscribe: () => void };
}
