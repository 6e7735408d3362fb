import { Fragment, useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { errorSections, type ErrorSection } from './errorSections.ts';

/** From this many fields with a message, a step lists them at its top (issue 43); fewer, the first is focused. */
const SUMMARY_FROM = 4;

/**
 * One summary of a step's messages at its top, each field a link to it, traveller by traveller, and
 * the focus on it after the check: a guest with forty empty fields sees at once what is missing and
 * where, instead of scrolling past forty identical messages. `checks` counts the step's checks;
 * after each, the summary reads the page anew. StepForm loads it with the first check.
 */
export function ErrorSummary({ form, checks }: { form: RefObject<HTMLFormElement | null>; checks: number }) {
  const t = useT();
  const box = useRef<HTMLElement>(null);
  const [found, setFound] = useState<{ count: number; sections: ErrorSection[] }>();
  // Read once the check's messages are on the page, in the frame after they render.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (form.current) setFound(errorSections(form.current));
    });
    return () => cancelAnimationFrame(frame);
  }, [form, checks]);
  const shown = found && found.count >= SUMMARY_FROM ? found : undefined;
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <section
      ref={box}
      className="notice notice-error error-summary"
      tabIndex={-1}
      aria-labelledby="error-summary"
    >
      <h3 id="error-summary">{t('pc.errorSummary', { count: shown.count })}</h3>
      <ul>
        {shown.sections.map(({ name, fields }, index) => (
          <li key={index}>
            {name && <strong>{name}</strong>}
            {fields.map(({ label, target }, at) => (
              <Fragment key={at}>
                {at > 0 && ', '}
                <a
                  href={`#${target.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    target.focus();
                  }}
                >
                  {label}
                </a>
              </Fragment>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
