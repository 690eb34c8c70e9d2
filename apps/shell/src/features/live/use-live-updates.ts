import { useEffect, useState } from 'react';
import { afterFirstScreen } from '../../startup/after-first-screen';
import type * as LiveUpdates from './LiveUpdates';

type LiveModule = typeof LiveUpdates;
let chunk: Promise<LiveModule> | undefined;
const loadLive = () => (chunk ??= import('./LiveUpdates'));

/**
 * The page's live updates (docs/live.md), started once the first screen is idle: the stream's code
 * and its connection are never on the first load. Stopped when the signed-in layout unmounts
 * (sign-out). Returns the loaded module (its paused indicator), undefined until then.
 */
export function useLiveUpdates(): LiveModule | undefined {
  const [live, setLive] = useState<LiveModule>();
  useEffect(() => {
    let current = true;
    let stop: (() => void) | undefined;
    void afterFirstScreen()
      .then(loadLive)
      .then((loaded) => {
        if (!current) return;
        stop = loaded.startShellLiveUpdates();
        setLive(loaded);
      });
    return () => {
      current = false;
      stop?.();
    };
  }, []);
  return live;
}
