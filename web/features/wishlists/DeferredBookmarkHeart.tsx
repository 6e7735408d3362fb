import { startTransition, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { loadedOnDemand } from '../../ui/loadedOnDemand.ts';
import { HeartButton } from './components/HeartButton.tsx';
import type { EarlyHeart } from './components/BookmarkHeart.tsx';

const { Component: BookmarkHeart } = loadedOnDemand(() =>
  import('./components/BookmarkHeart.tsx').then((module) => module.BookmarkHeart),
);

/**
 * The card's heart, its code loaded once the page has hydrated rather than with the page's first
 * scripts: a card shows without it (the device's bookmarks, the account's wishlists, their calls
 * and messages, measured in DECISION.md). Until it is there, the same button stands in its place
 * and remembers a press and the focus, which the heart then takes over. The server renders that
 * button too: it cannot know the device's bookmarks either.
 */
export function DeferredBookmarkHeart({ code, name }: { code: string; name: string }) {
  const [load, setLoad] = useState(false);
  const stoodIn = useRef({ pressed: false, focused: false });
  const early = useMemo<EarlyHeart>(
    () => ({
      hasFocus: () => stoodIn.current.focused,
      takePress: () => {
        const pressed = stoodIn.current.pressed;
        stoodIn.current.pressed = false;
        return pressed;
      },
    }),
    [],
  );
  // A transition keeps the stand-in on screen while the code loads, rather than a fallback.
  useEffect(() => startTransition(() => setLoad(true)), []);
  const standIn = (
    <HeartButton
      name={name}
      pressed={false}
      onClick={() => (stoodIn.current.pressed = true)}
      onFocus={() => (stoodIn.current.focused = true)}
      onBlur={() => (stoodIn.current.focused = false)}
    />
  );
  return (
    <Suspense fallback={standIn}>
      {load ? <BookmarkHeart code={code} name={name} early={early} /> : standIn}
    </Suspense>
  );
}
