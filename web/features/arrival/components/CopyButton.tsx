import { useT } from '../../../i18n/useT.ts';
import { toast } from '../../../ui/toasts.ts';
import type { MessageId } from '../../../i18n/catalog.ts';

/**
 * Copies a value the page shows in full anyway (a code, a password). Where the clipboard is
 * refused, the value is selected instead, for the guest to copy by hand.
 */
export function CopyButton({ value, shownIn, label }: { value: string; shownIn: string; label: MessageId }) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('arrival.copied'));
    } catch {
      const shown = document.getElementById(shownIn);
      if (shown) window.getSelection()?.selectAllChildren(shown);
    }
  };
  return (
    <button type="button" className="button outline copy-button" onClick={() => void copy()}>
      {t(label)}
    </button>
  );
}
