import { useEffect, useState } from 'react';
import { useSite } from '../../../platform/siteContext.tsx';
import { useT } from '../../../i18n/useT.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import type { PushState } from '../../offline/index.ts';

type ButtonState = PushState | 'unknown' | 'working' | 'failed';

// What the device can do is asked once the page is hydrated, and the subscribing code loads on the
// tap: neither is in the page's first load.
const loadPushState = () => import('../../offline/pushState.ts');
const loadSubscribe = () => import('../../offline/subscribeToPush.ts');

const NOTES = {
  subscribed: 'arrival.push.subscribed',
  denied: 'arrival.push.denied',
  unsupported: 'arrival.push.unsupported',
  homeScreen: 'arrival.push.homeScreen',
} as const;

/**
 * "Tell me when the code is ready": while the code is still to come, the device can be told the
 * moment it shows, and the saved arrival card then holds it. Drawn as the button on the server and
 * until the device is asked what it can do; a tap asks the browser's permission within the tap.
 */
export function CodeReadyButton({ token }: { token: string }) {
  const t = useT();
  const { lang } = useSite();
  const [state, setState] = useState<ButtonState>('unknown');
  useEffect(() => {
    let current = true;
    void loadPushState()
      .then(({ pushStateOf }) => pushStateOf(token))
      .then((found) => current && setState(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token]);
  const ask = () => {
    // A tap before the page knew what the device can do.
    if (!('Notification' in window)) return setState('unsupported');
    const permission = Notification.requestPermission();
    setState('working');
    void loadSubscribe()
      .then(({ subscribeToPush }) => subscribeToPush({ token, lang, permission }))
      .then(
        (outcome) => (outcome === 'shown' ? window.location.reload() : setState(outcome)),
        () => setState('failed'),
      );
  };
  const note = state in NOTES ? NOTES[state as keyof typeof NOTES] : null;
  return (
    <div className="code-ready no-print">
      {!note && (
        <LoadingButton
          variant="outline"
          loading={state === 'working'}
          onPointerEnter={() => void loadSubscribe().catch(() => undefined)}
          onClick={ask}
        >
          {t('arrival.push.ask')}
        </LoadingButton>
      )}
      <p role="status" className={state === 'failed' ? 'notice notice-error' : undefined}>
        {note && t(note)}
        {state === 'failed' && t('arrival.push.failed')}
      </p>
    </div>
  );
}
