// The names live with the remote's common code: the customer list names the checks too.
export { VERIFICATION_LABELS } from '../../common/kyc-labels';
