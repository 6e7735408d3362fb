import { describe, expect, it, vi } from 'vitest';
import { FormStore } from './formStore.ts';
import type { FieldElement, FieldErrors, Resolver } from './types.ts';

/** Elements in the order they are made stand in the page in that order. */
let made = 0;

/** An element as the store sees one: what the server drew (`default…`) and what it holds now. */
function element(type: string, props: Partial<HTMLInputElement> = {}) {
  const position = (made += 1);
  const fake = {
    position,
    // Node.DOCUMENT_POSITION_PRECEDING (2) or _FOLLOWING (4): where `other` stands from here.
    compareDocumentPosition: (other: { position: number }) => (other.position < position ? 2 : 4),
    type,
    name: '',
    value: '',
    defaultValue: '',
    checked: false,
    defaultChecked: false,
    isConnected: true,
    form: null,
    focus: vi.fn(),
    select: vi.fn(),
    ...props,
  };
  return fake as unknown as FieldElement & { focus: ReturnType<typeof vi.fn>; checked: boolean };
}

type Review = { title: string; text: string; policy: boolean; reasons: string[]; method: string };
const DEFAULTS: Review = { title: '', text: '', policy: false, reasons: [], method: 'voucher' };

const requiredTitleAndText: Resolver<Review> = async (values) => {
  const errors: FieldErrors<Review> = {};
  if (!values.title) errors.title = { type: 'validate', message: 'required' };
  if (!values.text) errors.text = { type: 'validate', message: 'required' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

function drawn(form: FormStore<Review>) {
  const title = element('text');
  const text = element('textarea');
  const policy = element('checkbox');
  const reasons = ['price', 'dates'].map((value) => element('checkbox', { value }));
  const methods = ['voucher', 'banktransfer'].map((value) => element('radio', { value }));
  form.register('title').ref(title);
  form.register('text').ref(text);
  form.register('policy').ref(policy);
  for (const box of reasons) form.register('reasons').ref(box);
  for (const radio of methods) form.register('method').ref(radio);
  const type = (target: FieldElement, name: keyof Review, value: string) => {
    target.value = value;
    form.register(name).onChange({ target });
  };
  const tick = (target: FieldElement & { checked: boolean }, name: keyof Review) => {
    target.checked = !target.checked;
    form.register(name).onChange({ target });
  };
  return { title, text, policy, reasons, methods, type, tick };
}

describe('a form', () => {
  it('puts its values into the elements it draws, and reads a choice and a list of choices back', () => {
    const form = new FormStore<Review>({
      defaultValues: { ...DEFAULTS, title: 'Sunny', reasons: ['dates'] },
    });
    const { title, reasons, methods, tick } = drawn(form);
    expect(title.value).toBe('Sunny');
    expect(reasons.map((box) => box.checked)).toEqual([false, true]);
    expect(methods.map((radio) => radio.checked)).toEqual([true, false]);
    tick(reasons[0]!, 'reasons');
    methods[0]!.checked = false;
    tick(methods[1]!, 'method');
    expect(form.getValues()).toMatchObject({ reasons: ['price', 'dates'], method: 'banktransfer' });
  });

  it('tells its watchers which field the guest changed, and that a reset was none', () => {
    const form = new FormStore<Review>({ defaultValues: DEFAULTS });
    const { title, type } = drawn(form);
    const seen: unknown[] = [];
    form.watch((values, info) => seen.push([values.title, info]));
    type(title, 'title', 'Lovely');
    form.reset();
    expect(seen).toEqual([
      ['Lovely', { name: 'title', type: 'change' }],
      ['', {}],
    ]);
    expect(title.value).toBe('');
  });

  it('keeps what a guest typed before the page came alive', () => {
    const form = new FormStore<Review>({ defaultValues: { ...DEFAULTS, title: 'From the server' } });
    const typed = element('text', { value: 'Typed early' });
    const ticked = element('checkbox', { checked: true });
    form.register('title').ref(typed);
    form.register('policy').ref(ticked);
    expect(typed.value).toBe('Typed early');
    expect(form.getValues()).toMatchObject({ title: 'Typed early', policy: true });
  });

  it('refuses a submit with messages, focuses the first field with one as drawn, and sends nothing', async () => {
    const form = new FormStore<Review>({ defaultValues: DEFAULTS, resolver: requiredTitleAndText });
    const { title, text, type } = drawn(form);
    type(text, 'text', 'Great stay');
    const sent = vi.fn();
    const refused = vi.fn();
    const preventDefault = vi.fn();
    await form.handleSubmit(sent, refused)({ preventDefault });
    expect(preventDefault).toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
    expect(refused).toHaveBeenCalledWith({ title: { type: 'validate', message: 'required' } });
    expect(title.focus).toHaveBeenCalled();
    expect(form.formState).toMatchObject({ isSubmitting: false, isSubmitted: true, submitCount: 1 });
  });

  it('focuses the field with a message that stands first in the page, though drawn later', async () => {
    const form = new FormStore<Review>({ defaultValues: DEFAULTS, resolver: requiredTitleAndText });
    const textAbove = element('textarea');
    const titleBelow = element('text');
    form.register('title').ref(titleBelow);
    form.register('text').ref(textAbove);
    await form.handleSubmit(vi.fn())();
    expect(textAbove.focus).toHaveBeenCalled();
    expect(titleBelow.focus).not.toHaveBeenCalled();
  });

  it('sends the checked values and is submitting until the send ends', async () => {
    const form = new FormStore<Review>({ defaultValues: DEFAULTS, resolver: requiredTitleAndText });
    const { title, text, type } = drawn(form);
    type(title, 'title', 'Sunny');
    type(text, 'text', 'Great stay');
    let submitting: boolean | undefined;
    await form.handleSubmit(async (values) => {
      submitting = form.formState.isSubmitting;
      expect(values).toMatchObject({ title: 'Sunny', text: 'Great stay' });
    })();
    expect(submitting).toBe(true);
    expect(form.formState.errors).toEqual({});
  });

  it('after a submit checks each change again, for the changed field only', async () => {
    const form = new FormStore<Review>({ defaultValues: DEFAULTS, resolver: requiredTitleAndText });
    const { title, type } = drawn(form);
    await form.handleSubmit(vi.fn())();
    form.setError('policy', { message: 'fromTheService' });
    type(title, 'title', 'Sunny');
    await vi.waitFor(() => expect(form.formState.errors.title).toBeUndefined());
    expect(form.formState.errors.text?.message).toBe('required');
    expect(form.formState.errors.policy?.message).toBe('fromTheService');
  });

  it('puts a service message on a nested field and focuses it, or the field drawn for it', () => {
    const form = new FormStore<{ travellers: { city: string }[] }>({
      defaultValues: { travellers: [{ city: '' }] },
    });
    const city = element('text');
    form.register('travellers.0.city').ref(city);
    form.setError('travellers.0.city', { message: 'unknownCity' }, { shouldFocus: true });
    expect(form.errorAt('travellers.0.city')).toEqual({ type: '', message: 'unknownCity' });
    expect(city.focus).toHaveBeenCalled();
    const firstBox = element('text');
    form.focusTarget('travellers.0.city', firstBox as unknown as HTMLElement);
    form.setFocus('travellers.0.city');
    expect(firstBox.focus).toHaveBeenCalled();
  });

  it('sets a value the page chose into its element', () => {
    const form = new FormStore<{ adults: number }>({ defaultValues: { adults: 1 } });
    const input = element('number', { value: '1', defaultValue: '1' });
    form.register('adults').ref(input);
    form.setValue('adults', 3);
    expect(input.value).toBe('3');
    expect(form.getValues()).toEqual({ adults: 3 });
  });
});
