import { onSessionExpired } from '@admin/api-client';
import { SESSION_EXPIRED_MESSAGE } from '@admin/api-client/contract/core';
import { toast } from '@admin/ui';

/**
 * docs/product.md#error-messages: a session that cannot be renewed says 'Session expired. Redirecting to login.'
 * Listened to from start-up, before the first call: the opening page's "who is signed in" call can be refused
 * before any screen has rendered, and the toast queue keeps the message until the viewport shows it. The guard
 * (RequireAuth) sees the cleared tokens and goes to /sign-in, remembering the page.
 */
export function toastWhenSessionExpires(): () => void {
  return onSessionExpired(() => {
    toast.error(SESSION_EXPIRED_MESSAGE);
  });
}
