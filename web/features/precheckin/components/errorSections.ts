/** A field with a message, as the error summary links to it: its label, and the control to focus. */
export interface ErrorLink {
  label: string;
  target: HTMLElement;
}

/** The messages of one part of the form (a traveller), under that part's name; a step's own have none. */
export interface ErrorSection {
  name: string;
  fields: ErrorLink[];
}

const words = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';

/**
 * The fields a step shows a message for, in the page's order, found by their messages (FieldError,
 * `{control id}-error`), grouped by the fieldset they stand in. Read from the page rather than the
 * form's errors: the page knows each field's label in its language, and which group its message
 * belongs to (a date's three boxes, a signature).
 */
export function errorSections(form: HTMLFormElement): { count: number; sections: ErrorSection[] } {
  const sections: ErrorSection[] = [];
  let count = 0;
  for (const message of form.querySelectorAll<HTMLElement>('.field-error[id$="-error"]')) {
    // A group's message stands in its fieldset (a date, a signature); a control's beside it.
    const holder = message.parentElement;
    const group = holder instanceof HTMLFieldSetElement ? holder : undefined;
    const field = group ?? document.getElementById(message.id.slice(0, -'-error'.length));
    if (!field) continue;
    const label = group ? words(group.querySelector(':scope > legend')) : words(labelOf(field));
    // A group takes the focus itself where it can (a signature), else at its first box (a date).
    const target =
      group && !group.hasAttribute('tabindex')
        ? (group.querySelector<HTMLElement>('input, select, textarea') ?? group)
        : field;
    const name = words(
      field.parentElement?.closest('fieldset:not(.date-field)')?.querySelector(':scope > legend'),
    );
    const last = sections.at(-1);
    const section = last && last.name === name ? last : { name, fields: [] };
    if (section !== last) sections.push(section);
    section.fields.push({ label, target });
    count += 1;
  }
  return { count, sections };
}

const labelOf = (control: HTMLElement) =>
  'labels' in control ? (control as HTMLInputElement).labels?.[0] : undefined;
