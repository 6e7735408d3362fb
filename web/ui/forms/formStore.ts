import { getAt, setAt } from './paths.ts';
import type {
  ChangeInfo,
  FieldElement,
  FieldErrors,
  FieldValues,
  FormOptions,
  FormState,
  Path,
  PathValue,
  ResolverResult,
  UseFormRegisterReturn,
  UseFormReturn,
} from './types.ts';

interface Field {
  /** The elements holding the value: one, or a group of radios or checkboxes. */
  elements: Set<FieldElement>;
  /** A controlled field's element to focus (`useController`). */
  focusTarget?: HTMLElement;
  registration?: UseFormRegisterReturn;
  onChange?: (event: { target: FieldElement }) => void;
}

/**
 * One form's values, messages and submit state. Typed fields are uncontrolled: the elements hold
 * what the guest types and their change events keep the values here, so typing re-renders nothing
 * but what watches a value. A form is checked on submit and, once submitted, again on every change.
 */
export class FormStore<T extends FieldValues> implements UseFormReturn<T> {
  private values: T;
  private defaults: T;
  private errors: FieldErrors<T> = {};
  private submitting = false;
  private submitCount = 0;
  private version = 0;
  private checks = 0;
  /** Fields by name, in the order the form first drew them: the order a guest meets them. */
  private readonly fields = new Map<string, Field>();
  private readonly stateListeners = new Set<() => void>();
  private readonly valueListeners = new Set<(info: ChangeInfo) => void>();

  constructor(private options: FormOptions<T>) {
    this.defaults = structuredClone((options.defaultValues ?? {}) as T);
    this.values = structuredClone(this.defaults);
  }

  /** The latest render's options: a resolver may read what the page shows now. */
  setOptions(options: FormOptions<T>): void {
    this.options = options;
  }

  get control(): FormStore<T> {
    return this;
  }

  get formState(): FormState<T> {
    return {
      errors: this.errors,
      isSubmitting: this.submitting,
      isSubmitted: this.submitCount > 0,
      submitCount: this.submitCount,
    };
  }

  readonly subscribeState = (listener: () => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  readonly stateVersion = () => this.version;

  readonly subscribeValues = (listener: (info: ChangeInfo) => void) => {
    this.valueListeners.add(listener);
    return () => this.valueListeners.delete(listener);
  };

  readonly valueAt = (name?: string): unknown => (name ? getAt(this.values, name) : this.values);

  readonly errorAt = (name: string) => getAt(this.errors, name) as { message?: string } | undefined;

  readonly register = <P extends Path<T>>(
    name: P,
    options?: { onChange?: (event: { target: FieldElement }) => void },
  ): UseFormRegisterReturn<P> => {
    const field = this.field(name);
    field.onChange = options?.onChange;
    // One object per name, so React keeps the same ref and handlers from render to render.
    field.registration ??= {
      name,
      ref: (element) => this.attach(name, element),
      onChange: (event) => {
        this.change(name, this.read(name, event.target), 'change');
        field.onChange?.(event);
      },
      onBlur: () => {},
    };
    return field.registration as UseFormRegisterReturn<P>;
  };

  /** A controlled field's element to focus (`useController`). */
  readonly focusTarget = (name: string, element: HTMLElement | null) => {
    if (element) this.field(name).focusTarget = element;
  };

  readonly handleSubmit =
    (onValid: (values: T) => unknown, onInvalid?: (errors: FieldErrors<T>) => unknown) =>
    async (event?: { preventDefault?: () => void }) => {
      event?.preventDefault?.();
      this.submitting = true;
      this.changedState();
      try {
        const { values, errors } = await this.check();
        this.errors = errors;
        this.changedState();
        if (Object.keys(errors).length === 0) {
          await onValid(values as T);
        } else {
          this.focusFirstError();
          await onInvalid?.(errors);
        }
      } finally {
        this.submitting = false;
        this.submitCount += 1;
        this.changedState();
      }
    };

  readonly setError = (
    name: Path<T>,
    error: { type?: string; message?: string },
    options?: { shouldFocus?: boolean },
  ) => {
    this.errors = setAt(this.errors, name, { type: error.type ?? '', message: error.message });
    this.changedState();
    if (options?.shouldFocus) this.setFocus(name);
  };

  readonly setFocus = (name: string) => this.focusable(name)?.focus();

  /** A value the page sets (a stepper's count): into its elements, not checked until the next submit. */
  readonly setValue = <P extends Path<T>>(name: P, value: PathValue<T, P>) => {
    for (const element of this.connected(name)) writeElement(element, value);
    this.change(name, value, undefined);
  };

  readonly getValues = (): T => structuredClone(this.values);

  /** Back to `values` (which become the form's defaults) or to the defaults, with no messages. */
  readonly reset = (values?: T) => {
    if (values) this.defaults = structuredClone(values);
    this.values = structuredClone(this.defaults);
    this.errors = {};
    this.submitCount = 0;
    for (const name of this.fields.keys())
      for (const element of this.connected(name)) writeElement(element, getAt(this.values, name));
    for (const listener of this.valueListeners) listener({});
    this.changedState();
  };

  readonly watch = (callback: (values: T, info: ChangeInfo) => void) => ({
    unsubscribe: this.subscribeValues((info) => callback(this.values, info)),
  });

  /** A guest's change to a field (from an element or a controlled field's `onChange`). */
  change(name: string, value: unknown, type: ChangeInfo['type']): void {
    this.values = setAt(this.values, name, value);
    for (const listener of this.valueListeners) listener({ name, type });
    // Once submitted, each change is checked again, so a message goes as soon as it is mended.
    if (type === 'change' && this.submitCount > 0) void this.recheck(name);
  }

  private field(name: string): Field {
    let field = this.fields.get(name);
    if (!field) this.fields.set(name, (field = { elements: new Set() }));
    return field;
  }

  private connected(name: string): FieldElement[] {
    const elements = this.fields.get(name)?.elements;
    if (!elements) return [];
    for (const element of elements) if (!element.isConnected) elements.delete(element);
    return [...elements];
  }

  private attach(name: string, element: FieldElement | null): void {
    if (!element) return;
    const elements = this.field(name).elements;
    this.connected(name);
    if (elements.has(element)) return;
    elements.add(element);
    // What a guest typed or chose before the page's script ran is theirs: kept, not overwritten.
    const current = getAt(this.values, name);
    const typed = typedBeforeHydration(element, current, this.isList(name));
    if (typed) this.change(name, typed.value, 'change');
    else writeElement(element, current);
  }

  /** A field's value from its elements: a radio group's choice, a checkbox group's list. */
  private read(name: string, changed: FieldElement): unknown {
    if (changed.type === 'radio') {
      const checked = this.connected(name).find((element) => (element as HTMLInputElement).checked);
      return checked?.value ?? null;
    }
    if (changed.type === 'checkbox') {
      if (!this.isList(name)) return (changed as HTMLInputElement).checked;
      return this.connected(name)
        .filter((element) => (element as HTMLInputElement).checked)
        .map((element) => element.value);
    }
    return changed.value;
  }

  private async check(): Promise<ResolverResult<T>> {
    const { resolver } = this.options;
    return resolver ? resolver(this.values) : { values: this.values, errors: {} };
  }

  /** One field's message after a change; a later change's check wins over an earlier one's. */
  private async recheck(name: string): Promise<void> {
    const check = ++this.checks;
    const { errors } = await this.check();
    if (check !== this.checks) return;
    this.errors = setAt(this.errors, name, getAt(errors, name));
    this.changedState();
  }

  /** A checkbox group holds a list of the chosen values; a lone checkbox, whether it is ticked. */
  private isList(name: string): boolean {
    return Array.isArray(getAt(this.defaults, name));
  }

  /** The element that takes the focus for a field: a controlled field's own, else its first drawn. */
  private focusable(name: string): Focusable | undefined {
    return this.fields.get(name)?.focusTarget ?? this.connected(name)[0];
  }

  /**
   * SPEC §5: after a failed check, the first field with a message in the page's order, as the guest
   * meets them (fields shown later, such as a flight number, come in where they stand), is focused
   * and so scrolled into view.
   */
  private focusFirstError(): void {
    const withMessage = [...this.fields.keys()]
      .filter((name) => getAt(this.errors, name) !== undefined)
      .map((name) => this.focusable(name))
      .filter((element) => element !== undefined);
    const first = withMessage.reduce<Focusable | undefined>(
      (earliest, element) => (!earliest || comesBefore(element, earliest) ? element : earliest),
      undefined,
    );
    first?.focus();
  }

  private changedState(): void {
    this.version += 1;
    for (const listener of this.stateListeners) listener();
  }
}

/** What takes the focus for a field: one of its elements, or a controlled field's own. */
type Focusable = FieldElement | HTMLElement;

/** Node.DOCUMENT_POSITION_PRECEDING: `b` stands before `a` in the page. */
const PRECEDING = 2;

function comesBefore(a: Focusable, b: Focusable): boolean {
  return (b.compareDocumentPosition(a) & PRECEDING) !== 0;
}

/**
 * The value an element was given before hydration, if any: the server's page draws fields empty,
 * so an element that differs from its own HTML was typed into (or chosen) by the guest.
 */
function typedBeforeHydration(
  element: FieldElement,
  current: unknown,
  isList: boolean,
): { value: unknown } | undefined {
  if (element.type === 'radio') {
    const chosen = radioGroup(element as HTMLInputElement).find((r) => r.checked && !r.defaultChecked);
    return chosen ? { value: chosen.value } : undefined;
  }
  if (element.type === 'checkbox') {
    const box = element as HTMLInputElement;
    if (box.checked === box.defaultChecked) return undefined;
    if (!isList) return { value: box.checked };
    const others = (Array.isArray(current) ? current : []).filter((value) => value !== box.value);
    return { value: box.checked ? [...others, box.value] : others };
  }
  if ('defaultValue' in element && element.value !== element.defaultValue) return { value: element.value };
  return undefined;
}

function radioGroup(radio: HTMLInputElement): HTMLInputElement[] {
  const named = radio.form?.elements.namedItem(radio.name);
  return named && 'length' in named ? ([...(named as RadioNodeList)] as HTMLInputElement[]) : [radio];
}

function writeElement(element: FieldElement, value: unknown): void {
  if (element.type === 'radio') (element as HTMLInputElement).checked = element.value === String(value);
  else if (element.type === 'checkbox')
    (element as HTMLInputElement).checked = Array.isArray(value)
      ? value.includes(element.value)
      : Boolean(value);
  else element.value = value === null || value === undefined ? '' : String(value);
}
