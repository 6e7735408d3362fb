import { useState, type ReactNode } from 'react';
import { useController, type FieldValues, type Path, type PathValue, type UseFormReturn } from './useForm.ts';
import { useSite } from '../../platform/siteContext.tsx';
import { useT } from '../../i18n/useT.ts';
import { FieldShell } from './FieldShell.tsx';
import { errorWords, fieldId } from './useFormField.ts';
import { dateExample, datePartOrder, joinDateParts, splitDateParts, type DatePart } from './dateParts.ts';

interface DateFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  /** A day (YYYY-MM-DD) of the kind the field asks for, its hint's example: a birth date, a date still to come. */
  example: string;
  optional?: boolean;
  /** What the field asks beyond its format (a traveller's booked age group), read with it. */
  hint?: ReactNode;
  /** What its message names besides the rule (a stay's last day). */
  messageValues?: Record<string, unknown>;
}

/**
 * A date as GOV.UK asks for one: a group named by its legend, three labelled number boxes in the
 * page's language's order (not the browser's, as `<input type=date>` would), one message for the
 * group (SPEC §5). The form holds an ISO day; what the guest typed stays in the boxes on an error.
 */
export function DateField<T extends FieldValues>({
  form,
  name,
  label,
  example,
  optional,
  hint,
  messageValues,
}: DateFieldProps<T>) {
  const t = useT();
  const { lang } = useSite();
  const { field } = useController({ control: form.control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const [shown, setShown] = useState(() => ({ value, parts: splitDateParts(value) }));
  // A value set from outside (a restored draft, a reset) replaces what the boxes show.
  if (shown.value !== value) setShown({ value, parts: splitDateParts(value) });
  const parts = shown.parts;

  const order = datePartOrder(lang);
  const change = (part: DatePart, typed: string) => {
    const next = { ...parts, [part]: typed.trim() };
    setShown({ value: joinDateParts(next), parts: next });
    // A date field holds a string (an ISO day, or what is typed so far).
    field.onChange(joinDateParts(next) as PathValue<T, Path<T>>);
  };
  const format = t('field.date.hint', { example: dateExample(lang, example) });
  return (
    <FieldShell
      id={fieldId(name)}
      label={label}
      optional={optional}
      hint={hint}
      error={errorWords(form, name, t, undefined, messageValues)}
      layout={{ kind: 'group', className: 'date-field', format }}
    >
      {({ id, 'aria-invalid': invalid }) => (
        <div className="date-field-parts">
          {order.map((part, index) => (
            <div key={part} className={`date-field-part date-field-${part}`}>
              <label htmlFor={`${id}-${part}`}>{t(`field.date.${part}`)}</label>
              <input
                id={`${id}-${part}`}
                name={`${name}-${part}`}
                // The first box takes the focus when the form sends the guest to this field.
                ref={index === 0 ? field.ref : undefined}
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                maxLength={part === 'year' ? 4 : 2}
                value={parts[part]}
                aria-invalid={invalid}
                onChange={(event) => change(part, event.target.value)}
                onBlur={field.onBlur}
              />
            </div>
          ))}
        </div>
      )}
    </FieldShell>
  );
}
