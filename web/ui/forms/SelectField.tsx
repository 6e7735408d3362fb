import type { Ref, SelectHTMLAttributes } from 'react';
import { useT } from '../../i18n/useT.ts';
import { FieldShell, type FieldFrameProps } from './FieldShell.tsx';

/** A choice of a select: its value and its label in words. */
export interface Option {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: readonly Option[];
    ref?: Ref<HTMLSelectElement>;
  };

/** A choice from a list, starting at "Please choose". */
export function SelectField({ id, label, optional, hint, error, ref, options, ...select }: SelectFieldProps) {
  const t = useT();
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      {(wiring) => (
        <select ref={ref} {...select} {...wiring}>
          <option value="">{t('field.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
