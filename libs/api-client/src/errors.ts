// The client's own error, and how every failed call reads (the readers live in the contract entry,
// reached by package name, so that code without the client can use them too).
import { SESSION_EXPIRED_MESSAGE } from '@admin/api-client/contract/core';

export {
  errorMessage,
  errorStatus,
  isConflictError,
  isForbiddenError,
  isSessionExpiredError,
  missingPermissionOf,
  OTP_FALLBACK_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '@admin/api-client/contract/core';

/** The session could not be renewed: tokens are cleared and the session-expired hook has run. */
export class SessionExpiredError extends Error {
  constructor() {
    super(SESSION_EXPIRED_MESSAGE);
    this.name = 'SessionExpiredError';
  }
}
