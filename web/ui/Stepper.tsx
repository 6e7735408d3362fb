import { useId } from 'react';

interface StepperProps {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (value: number) => void;
  describedBy?: string;
  /** Said beside the count once it reaches `max`, and tied to the disabled "+" for screen readers. */
  maxReason?: string;
}

/** A count with − and + buttons; the number field itself takes typing and arrow keys too. */
export function Stepper({
  label,
  hint,
  value,
  min,
  max,
  decreaseLabel,
  increaseLabel,
  onChange,
  describedBy,
  maxReason,
}: StepperProps) {
  const id = useId();
  const reasonId = value >= max && maxReason ? `${id}-max` : undefined;
  const clamp = (next: number) =>
    Math.min(max, Math.max(min, Number.isFinite(next) ? Math.round(next) : min));
  return (
    <div className="stepper">
      <label htmlFor={id}>
        <span className="stepper-label">{label}</span>
        {hint && <small>{hint}</small>}
      </label>
      <div className="stepper-controls">
        <button
          type="button"
          className="button outline size-sm"
          aria-label={decreaseLabel}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          aria-describedby={[describedBy, reasonId].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onChange(clamp(event.target.valueAsNumber))}
        />
        <button
          type="button"
          className="button outline size-sm"
          aria-label={increaseLabel}
          aria-describedby={reasonId}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
      {reasonId && (
        <small id={reasonId} className="hint">
          {maxReason}
        </small>
      )}
    </div>
  );
}
