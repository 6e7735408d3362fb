import { useLayoutEffect, useRef } from 'react';
import { catchDroppedFocus } from './droppedFocus.ts';

/**
 * Shows the returned native dialog as a modal while the component is mounted: the browser traps
 * focus inside it. A layout effect, so the dialog is still in the page when it closes: focus goes
 * back to whatever opened it (the footer's "Cookie settings"), or, where that is gone (the
 * banner's "Configure"), to the page's heading, never to `<body>`.
 */
export function useShownModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      catchDroppedFocus();
    };
  }, []);
  return dialog;
}
