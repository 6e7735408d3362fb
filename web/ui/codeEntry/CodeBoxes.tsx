import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH, codeDigits } from '../../../shared/auth/signIn.ts';
import { useT } from '../../i18n/useT.ts';
import { FieldShell } from '../forms/FieldShell.tsx';
import { EMPTY_CODE, placeDigits } from './placeDigits.ts';

interface Props {
  id: string;
  /** Where the code went, read with the boxes. */
  intro: string;
  /** The refusal of the code sent last, in words. */
  error?: string;
  /** Called when a typed or pasted digit completes the six (SPEC §5: submitted automatically). */
  onComplete: (code: string) => void;
  /** Every change, so the confirm button can send what is in the boxes. */
  onChange: (code: string) => void;
  disabled?: boolean;
}

/**
 * Six single-digit boxes. A paste fills them from the box it lands in, cut to six digits; text
 * that arrives in one go otherwise (one-time-code autofill, dictation) is spread the same way but
 * waits for the confirm button, so what the browser put in is seen before it is sent.
 */
export function CodeBoxes({ id, intro, error, onComplete, onChange, disabled }: Props) {
  const t = useT();
  const [digits, setDigitsState] = useState<readonly string[]>(EMPTY_CODE);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const legend = t('codeEntry.legend');

  const setDigits = (next: readonly string[]) => {
    setDigitsState(next);
    onChange(next.join(''));
  };

  const enter = (from: number, text: string, sendWhenComplete: boolean) => {
    const incoming = codeDigits(text);
    if (!incoming) return;
    const next = placeDigits(digits, from, incoming);
    setDigits(next);
    const code = next.join('');
    if (code.length < CODE_LENGTH) boxes.current[Math.min(from + incoming.length, CODE_LENGTH - 1)]?.focus();
    else if (sendWhenComplete) onComplete(code);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    enter(index, event.clipboardData.getData('text'), true);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace' || digits[index]) return;
    event.preventDefault();
    const previous = Math.max(index - 1, 0);
    setDigits(digits.map((digit, i) => (i === previous ? '' : digit)));
    boxes.current[previous]?.focus();
  };

  return (
    <FieldShell
      id={id}
      label={legend}
      hint={intro}
      error={error}
      layout={{ kind: 'group', className: 'code-boxes' }}
    >
      {({ 'aria-invalid': invalid }) => (
        <div className="code-boxes-digits">
          {digits.map((digit, index) => {
            const position = t('codeEntry.digit', { n: index + 1, total: CODE_LENGTH });
            return (
              <input
                // The boxes are a fixed row: their position is their identity.
                key={index}
                ref={(element) => {
                  boxes.current[index] = element;
                }}
                // The first box, where typing starts and autofill lands, also carries the code's name.
                aria-label={index === 0 ? `${legend}, ${position}` : position}
                inputMode="numeric"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                pattern="[0-9]*"
                value={digit}
                disabled={disabled}
                aria-invalid={invalid}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the step opens to type the code it just sent
                autoFocus={index === 0}
                onPaste={onPaste(index)}
                onKeyDown={onKeyDown(index)}
                onChange={(event) => {
                  if (!event.target.value) return setDigits(digits.map((d, i) => (i === index ? '' : d)));
                  // What the event inserted, so typing over a digit replaces it; autofill does not say.
                  const inserted = (event.nativeEvent as Partial<InputEvent>).data;
                  const text = typeof inserted === 'string' ? inserted : event.target.value;
                  enter(index, text, codeDigits(text).length === 1);
                }}
              />
            );
          })}
        </div>
      )}
    </FieldShell>
  );
}
