import { useId, useSyncExternalStore } from 'react';
import { toast } from './toasts.ts';

interface Texts {
  label: string;
  copy: string;
  copied: string;
}

/** What the device's share sheet is given (Web Share API), and the button that opens it. */
interface Share {
  button: string;
  title: string;
  text: string;
}

const noChanges = () => () => {};
const deviceCanShare = () => typeof navigator.share === 'function';

/**
 * A link to read, copy or share: a copy button with a toast, and where the device has a
 * share sheet (a phone's, through `navigator.share`) a share button too. The server
 * cannot know the device, so the share button comes with hydration.
 */
export function CopyableLink({ url, texts, share }: { url: string; texts: Texts; share?: Share }) {
  const id = useId();
  const canShare = useSyncExternalStore(noChanges, deviceCanShare, () => false);
  // Refused or failed, the link stays selected for copying by hand.
  const selectLink = () => (document.getElementById(id) as HTMLInputElement | null)?.select();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(texts.copied);
    } catch {
      selectLink();
    }
  };
  const openShareSheet = async (details: Share) => {
    try {
      await navigator.share({ title: details.title, text: details.text, url });
    } catch (error) {
      // Closing the share sheet is the guest's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) selectLink();
    }
  };
  return (
    <div className="field share-link">
      <label htmlFor={id}>{texts.label}</label>
      <div className="share-link-row">
        <input id={id} type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        {share && canShare && (
          <button type="button" className="button cta" onClick={() => void openShareSheet(share)}>
            {share.button}
          </button>
        )}
        <button type="button" className="button outline" onClick={() => void copy()}>
          {texts.copy}
        </button>
      </div>
    </div>
  );
}
