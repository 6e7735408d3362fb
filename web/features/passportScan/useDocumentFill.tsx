import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { FieldValues, Path, PathValue, UseFormReturn } from '../../ui/forms/useForm.ts';
import type { ScannedDocument } from './scannedDocument.ts';

type Mark = 'check' | 'shortened' | 'unsure';

const MARK_TEXTS = {
  check: 'scan.fromDocument',
  shortened: 'scan.fromDocument.shortened',
  unsure: 'scan.fromDocument.unsure',
} as const;

/**
 * Puts a scanned document into a form and marks each field it filled "From your document — please
 * check" (or, for a name the zone may have cut short, asks to complete it), and each field the
 * document holds but the scan could not read for certain "please fill in", until the guest changes
 * that field. A field read uncertainly keeps what it held: a guess is never put in.
 */
export function useDocumentFill<T extends FieldValues>(form: UseFormReturn<T>) {
  const t = useT();
  const [marks, setMarks] = useState<ReadonlyMap<string, Mark>>(new Map());

  useEffect(() => {
    const { unsubscribe } = form.watch((_, { name, type }) => {
      // `type` is set for the guest's own edits only, not for the values the scan sets.
      if (type !== 'change' || !name) return;
      setMarks((current) => {
        if (!current.has(name)) return current;
        const next = new Map(current);
        next.delete(name);
        return next;
      });
    });
    return unsubscribe;
  }, [form]);

  /** Fills the fields under `prefix` (a traveller's path in the form) with what was read. */
  const fill = (prefix: string, { values, shortened, unsure }: ScannedDocument) => {
    const next = new Map(marks);
    for (const [field, value] of Object.entries(values)) {
      const name = `${prefix}.${field}` as Path<T>;
      form.setValue(name, value as PathValue<T, Path<T>>);
      next.set(name, (shortened as string[]).includes(field) ? 'shortened' : 'check');
    }
    for (const field of unsure) next.set(`${prefix}.${field}`, 'unsure');
    setMarks(next);
  };

  /** A field's hint with its mark, when the scan filled it. */
  const hint = (name: string, own?: ReactNode): ReactNode => {
    const mark = marks.get(name);
    if (!mark) return own;
    return (
      <>
        {own}
        {own && ' '}
        <span className="from-document">{t(MARK_TEXTS[mark])}</span>
      </>
    );
  };

  return { fill, hint };
}
