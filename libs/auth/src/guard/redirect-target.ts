/** Where the guard sends a signed-out user. */
export const SIGN_IN_PATH = '/sign-in';

/** What the guard remembers in the navigation state: the location the user asked for. */
export interface SignInRedirectState {
  from: { pathname: string; search?: string; hash?: string };
}

/**
 * The in-app path (with query and hash) to open after signing in: the location the guard
 * remembered, else `/`. Only same-app paths are honoured, never another origin or the sign-in page.
 */
export function signInRedirectTarget(state: unknown): string {
  const from = (state as Partial<SignInRedirectState> | null)?.from;
  if (!from || typeof from.pathname !== 'string') return '/';
  const { pathname } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === SIGN_IN_PATH) return '/';
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
