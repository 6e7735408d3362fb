import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { FieldValues, Path, PathValue, UseFormReturn } from '../../ui/forms/useForm.ts';
import type { ScannedDocument } from './scannedDocument.ts';

type Mark = 'check' | 'shortened';

/**
 * Puts a scanned document into a form and marks each field it filled "From your document — please
 * check" (or, for a name the zone may have cut short, asks to complete it) until the guest changes
 * that field.
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
  const fill = (prefix: string, { values, shortened }: ScannedDocument) => {
    const next = new Map(marks);
    for (const [field, value] of Object.entries(values)) {
      const name = `${prefix}.${field}` as Path<T>;
      form.setValue(name, value as PathValue<T, Path<T>>);
      next.set(name, (shortened as string[]).includes(field) ? 'shortened' : 'check');
    }
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
        <span className="from-document">
          {t(mark === 'shortened' ? 'scan.fromDocument.shortened' : 'scan.fromDocument')}
        </span>
      </>
    );
  };

  return { fill, hint };
}
