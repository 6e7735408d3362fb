import { useEffect, useRef } from 'react';

/**
 * Shows the returned native dialog as a modal while the component is mounted: the browser traps
 * focus inside it and gives focus back when it closes.
 */
export function useShownModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return dialog;
}
