import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT.ts';
import { FieldError } from '../FieldError.tsx';

/** What a field's control carries so that its label, hint and message are read with it. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What every field of the family is given besides its control's own attributes. */
export interface FieldFrameProps {
  /** The control's id; its hint is `{id}-hint`, its message `{id}-error`. */
  id: string;
  label: ReactNode;
  optional?: boolean;
  /** What the field asks beyond its label (the age group booked, a password's rule). */
  hint?: ReactNode;
  /** The message in words; the control is marked invalid while there is one. */
  error?: string;
}

/**
 * How the field is laid out: a label above its control, a box ticked beside its label (`choice`),
 * or several controls (a date's three boxes, a rating's stars) as a group named by its legend and
 * described as a whole, with how to type it (`format`) read first.
 */
type Layout =
  { kind: 'control' } | { kind: 'choice' } | { kind: 'group'; className: string; format?: ReactNode };

interface FieldShellProps extends FieldFrameProps {
  layout?: Layout;
  children: (control: ControlWiring) => ReactNode;
}

/**
 * Every field of the portal (SPEC §5): its label or legend, its hint, the control, and its message,
 * announced when it appears and tied to the control by aria-describedby after the hint.
 */
export function FieldShell({
  id,
  label,
  optional,
  hint,
  error,
  layout = { kind: 'control' },
  children,
}: FieldShellProps) {
  const t = useT();
  const group = layout.kind === 'group' ? layout : undefined;
  const formatId = group?.format ? `${id}-format` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy =
    [formatId, hintId, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const name = (
    <>
      {label}
      {optional && (
        <>
          {' '}
          <small>{t('pc.optional')}</small>
        </>
      )}
    </>
  );
  const description = (
    <>
      {formatId && (
        <small id={formatId} className="hint">
          {group?.format}
        </small>
      )}
      {hint && (
        <small id={hintId} className="hint">
          {hint}
        </small>
      )}
    </>
  );
  const message = <FieldError id={`${id}-error`} message={error} />;
  if (group)
    return (
      <div className="field">
        <fieldset id={id} className={group.className} aria-describedby={describedBy}>
          <legend>{name}</legend>
          {description}
          {children({ id, 'aria-invalid': invalid, 'aria-describedby': undefined })}
          {message}
        </fieldset>
      </div>
    );
  const control = children({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy });
  return (
    <div className="field">
      {layout.kind === 'choice' ? (
        <label htmlFor={id} className="choice">
          {control}
          {name}
        </label>
      ) : (
        <label htmlFor={id}>{name}</label>
      )}
      {description}
      {layout.kind === 'control' && control}
      {message}
    </div>
  );
}
