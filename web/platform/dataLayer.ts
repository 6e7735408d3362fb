declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The tag manager's data layer, which the page's first script creates (consent/consentMode.ts). SPEC
 * §8: when it is missing, the log says the tag manager is probably not installed.
 */
function dataLayer(): unknown[] {
  if (!window.dataLayer) {
    console.warn('dataLayer is missing: the tag manager is probably not installed');
    window.dataLayer = [];
  }
  return window.dataLayer;
}

/** An event for the tag manager (`{ event: … }`). */
export function pushEvent(event: { event: string } & Record<string, unknown>) {
  dataLayer().push(event);
}

/** Google's `gtag()`: the tag manager reads a command as the call's `arguments` object, not an array. */
export function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}
