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
}: StepperProps) {
  const id = useId();
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
          aria-describedby={describedBy}
          onChange={(event) => onChange(clamp(event.target.valueAsNumber))}
        />
        <button
          type="button"
          className="button outline size-sm"
          aria-label={increaseLabel}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
