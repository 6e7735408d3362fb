import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH, codeDigits } from '../../../shared/auth.ts';
import { useT } from '../../i18n/useT.ts';

interface Props {
  /** Called once all six digits are in, typed or pasted (SPEC §5: submitted automatically). */
  onComplete: (code: string) => void;
  /** Every change, so a confirm button can send what is typed. */
  onChange: (code: string) => void;
  disabled?: boolean;
  describedBy?: string;
}

const EMPTY = Array.from({ length: CODE_LENGTH }, () => '');

/** Six single-digit boxes; a paste (or one-time-code autofill) fills them, cut to six digits. */
export function CodeBoxes({ onComplete, onChange, disabled, describedBy }: Props) {
  const t = useT();
  const [digits, setDigitsState] = useState<string[]>(EMPTY);
  const setDigits = (next: string[]) => {
    setDigitsState(next);
    onChange(next.join(''));
  };
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const fill = (from: number, text: string) => {
    const incoming = codeDigits(text).split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.slice(0, CODE_LENGTH - from).forEach((digit, offset) => (next[from + offset] = digit));
    setDigits(next);
    const code = next.join('');
    if (code.length === CODE_LENGTH) onComplete(code);
    else boxes.current[Math.min(from + incoming.length, CODE_LENGTH - 1)]?.focus();
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace' || digits[index]) return;
    event.preventDefault();
    const previous = Math.max(index - 1, 0);
    setDigits(digits.map((digit, i) => (i === previous ? '' : digit)));
    boxes.current[previous]?.focus();
  };

  return (
    <fieldset className="code-boxes" aria-describedby={describedBy}>
      <legend>{t('auth.code.legend')}</legend>
      {digits.map((digit, index) => (
        <input
          // The boxes are a fixed row: their position is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          aria-label={t('auth.code.digit', { n: index + 1, total: CODE_LENGTH })}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          value={digit}
          disabled={disabled}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens on this step to type the code
          autoFocus={index === 0}
          onPaste={onPaste(index)}
          onKeyDown={onKeyDown(index)}
          onChange={(e) => {
            const typed = codeDigits(e.target.value);
            if (typed.length === 0) setDigits(digits.map((d, i) => (i === index ? '' : d)));
            else fill(index, typed.length > 1 && digit ? typed.replace(digit, '') || typed : typed);
          }}
        />
      ))}
    </fieldset>
  );
}
