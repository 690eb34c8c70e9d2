/** Listeners told once when the session ends because it could not be renewed. */
export interface SessionExpiryEvents {
  /** Registers a listener; returns its removal. */
  subscribe(listener: () => void): () => void;
  /** Tells every listener, once per session: again only after new tokens are stored. */
  notify(): void;
  /** A new session began (tokens stored): the next expiry is told again. */
  rearm(): void;
}

export function createSessionExpiryEvents(): SessionExpiryEvents {
  const listeners = new Set<() => void>();
  let told = false;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      if (told) return;
      told = true;
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          console.error('Session-expired listener failed', error);
        }
      }
    },
    rearm() {
      told = false;
    },
  };
}
