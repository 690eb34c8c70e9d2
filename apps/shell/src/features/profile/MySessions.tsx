import { useSessions } from '@admin/auth/sessions';
import { SessionList } from '@admin/ui';

/** The Profile page's list of where the user is signed in, with sign-out per session and for all others. */
export function MySessions() {
  return (
    <SessionList
      {...useSessions('mine')}
      title="Where you are signed in"
      signOutAllLabel="Sign out everywhere else"
      signOutAllDescription="Every other browser signed in to your account is signed out at once. This one stays signed in."
      owner="your"
      emptyText="No open sessions"
    />
  );
}
