import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useT } from '../../../../i18n/useT.ts';
import { CheckboxField } from '../../../../ui/forms/CheckboxField.tsx';
import { TextField } from '../../../../ui/forms/TextField.tsx';
import { FieldError } from '../../../../ui/FieldError.tsx';
import { isEnoughInk, type Stroke } from '../../../../../shared/precheckin/signatureInk.ts';
import type { SignatureInput, StoredSignature } from '../../../../../shared/precheckin/signature.ts';
import { formatDay } from '../../../../i18n/formatDay.ts';
import { useSite } from '../../../../platform/siteContext.tsx';
import {
  clearPad,
  drawSegment,
  padImage,
  pointOn,
  preparePad,
  typedSignatureImage,
} from '../../drawSignature.ts';

interface SignatureFieldProps {
  /** The control's id; the pad's description and message hang off it. */
  id: string;
  /** Given the element a form focuses when it sends the guest to the signature. */
  focusRef?: (element: HTMLElement | null) => void;
  /** The traveller's name as the form has it: what a drawn signature signs as. */
  signerName: string;
  /** Given once signed; the field then shows the signature back. */
  stored: StoredSignature | null;
  /** Called with a finished signature, or null when the pad is cleared. */
  onChange: (signature: SignatureInput | null) => void;
  error?: string;
}

/**
 * A signature drawn with a finger or mouse, or, as the keyboard alternative that
 * accessibility asks for, the full name typed and the declaration ticked. The pad is a canvas a
 * screen reader cannot use, so it is described and the alternative is one button away.
 */
export function SignatureField({ id, focusRef, signerName, stored, onChange, error }: SignatureFieldProps) {
  const t = useT();
  const { lang } = useSite();
  const statement = t('pc.signature.statement');
  const [method, setMethod] = useState<'drawn' | 'typed'>('drawn');
  const [signingAgain, setSigningAgain] = useState(false);
  // Signing again, or keeping the signature after all, swaps what is shown: the focus goes along.
  const root = useRef<HTMLElement | null>(null);
  const swapped = useRef(false);
  useEffect(() => {
    if (swapped.current) root.current?.focus();
  }, [signingAgain]);
  const attach = (element: HTMLElement | null) => {
    root.current = element;
    focusRef?.(element);
  };
  const swap = (again: boolean) => {
    swapped.current = true;
    onChange(null);
    setMethod('drawn');
    setSigningAgain(again);
  };
  if (stored && !signingAgain)
    return (
      <fieldset className="signature signed" id={id} ref={attach} tabIndex={-1}>
        <legend>{t('pc.signature.legend')}</legend>
        <p className="signature-statement">{stored.statement}</p>
        <img
          className="signature-image"
          src={stored.image}
          alt={t('pc.signature.image', { name: stored.name })}
        />
        <p>{t('pc.signature.signedOn', { date: formatDay(stored.signedAt.slice(0, 10), lang) })}</p>
        <button type="button" className="button outline size-sm" onClick={() => swap(true)}>
          {t('pc.signature.again')}
        </button>
      </fieldset>
    );
  return (
    <fieldset
      className="signature"
      ref={attach}
      tabIndex={-1}
      aria-describedby={`${id}-statement${error ? ` ${id}-error` : ''}`}
    >
      <legend>{t('pc.signature.legend')}</legend>
      <p className="signature-statement" id={`${id}-statement`}>
        {statement}
      </p>
      {method === 'drawn' ? (
        <DrawnSignature
          id={id}
          onSigned={(image) => onChange(image ? { method, image, name: signerName, statement } : null)}
        />
      ) : (
        <TypedSignature
          id={id}
          onSigned={(name, image) => onChange(image ? { method, image, name, statement } : null)}
        />
      )}
      <button
        type="button"
        className="button outline size-sm"
        onClick={() => {
          onChange(null);
          setMethod(method === 'drawn' ? 'typed' : 'drawn');
        }}
      >
        {method === 'drawn' ? t('pc.signature.typeInstead') : t('pc.signature.drawInstead')}
      </button>
      {stored && (
        <button type="button" className="button outline size-sm" onClick={() => swap(false)}>
          {t('pc.signature.keep')}
        </button>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** The pad: strokes are kept so that the ink can be measured; the image is taken once it counts. */
function DrawnSignature({ id, onSigned }: { id: string; onSigned: (image: string | null) => void }) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const context = useRef<CanvasRenderingContext2D | null>(null);
  const strokes = useRef<Stroke[]>([]);
  const [inked, setInked] = useState(false);
  useEffect(() => {
    if (canvas.current) context.current = preparePad(canvas.current);
  }, []);
  const draw = (event: PointerEvent<HTMLCanvasElement>) => {
    const pad = canvas.current;
    const stroke = strokes.current.at(-1);
    if (!pad || !context.current || !stroke || !pad.hasPointerCapture(event.pointerId)) return;
    stroke.push(pointOn(pad, event));
    drawSegment(context.current, stroke);
  };
  const finish = () => {
    const pad = canvas.current;
    if (!pad) return;
    const enough = isEnoughInk(strokes.current, pad.getBoundingClientRect().width);
    setInked(strokes.current.length > 0);
    onSigned(enough ? padImage(pad) : null);
  };
  const clear = () => {
    if (canvas.current) clearPad(canvas.current);
    strokes.current = [];
    setInked(false);
    onSigned(null);
  };
  return (
    <div className="signature-pad">
      <canvas
        ref={canvas}
        id={id}
        className="signature-canvas"
        // A pointer-only surface: screen readers skip it and find the typed alternative.
        aria-hidden="true"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          strokes.current.push([pointOn(event.currentTarget, event)]);
          draw(event);
        }}
        onPointerMove={draw}
        onPointerUp={finish}
        onPointerCancel={finish}
      />
      <p className="field-hint">{t('pc.signature.padHint')}</p>
      <button type="button" className="button outline size-sm" onClick={clear} disabled={!inked}>
        {t('pc.signature.clear')}
      </button>
    </div>
  );
}

/** The keyboard alternative: the full name typed and the declaration ticked sign as the pad does. */
function TypedSignature({
  id,
  onSigned,
}: {
  id: string;
  onSigned: (name: string, image: string | null) => void;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  // Shown when the guest chooses to type: their next keystroke goes into the name.
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);
  const update = (nextName: string, nextConfirmed: boolean) => {
    setName(nextName);
    setConfirmed(nextConfirmed);
    const signed = nextName.trim();
    onSigned(signed, signed && nextConfirmed ? typedSignatureImage(signed) : null);
  };
  return (
    <div className="signature-typed">
      <TextField
        ref={nameInput}
        id={`${id}-name`}
        label={t('pc.signature.typedName')}
        autoComplete="name"
        value={name}
        onChange={(event) => update(event.target.value, confirmed)}
      />
      <CheckboxField
        id={`${id}-confirm`}
        label={t('pc.signature.typedConfirm')}
        checked={confirmed}
        onChange={(event) => update(name, event.target.checked)}
      />
    </div>
  );
}
