import { SessionList } from '@admin/ui';
import { useMySessions } from './use-my-sessions';

/** The Profile page's list of where the user is signed in, with sign-out per session and for all others. */
export function MySessions() {
  const state = useMySessions();
  return (
    <SessionList
      title="Where you are signed in"
      sessions={state.sessions}
      loading={state.loading}
      error={state.error}
      onRetry={state.reload}
      onSignOut={state.signOut}
      onSignOutAll={state.signOutOthers}
      signOutAllLabel="Sign out everywhere else"
      signOutAllDescription="Every other browser signed in to your account is signed out at once. This one stays signed in."
      owner="your"
      emptyText="No open sessions"
    />
  );
}
