// Typed calls of the customer screens (docs/product.md#calls): the users filter, a customer, its KYC and portfolio.
import type {
  Customer,
  CustomerUpdateRequest,
  KycCheck,
  KycReview,
  KycUpdateRequest,
  KycVerification,
  Portfolio,
  RevealedCustomerDetails,
  SendBackRequest,
  UserFilterQuery,
} from '../types/index';
import { getItem, getPaged, ifMatch, send, upload, type UploadOptions } from '@admin/api-client';

export const customersApi = {
  /** `GET /users/filter`: every user (staff included) unless `role` is set. */
  filter: (query: UserFilterQuery = {}) => getPaged<Customer>('/users/filter', { ...query }),
  get: (id: number) => getItem<Customer>(`/v2/customer/${id}`),
  /** Edits, deactivates (`status`), and adds a comment (`comment`). */
  /** `version` is required for any field change (428 without); a comment alone may omit it. */
  update: (id: number, body: CustomerUpdateRequest, version?: number) =>
    send<Customer>('put', `/v2/customer/${id}`, body, ifMatch(version)),
  /** Adds a comment alone (needs `customers.comment`, which Support holds without `customers.write`). */
  addComment: (id: number, comment: string) => send<Customer>('post', `/v2/customer/${id}/comments`, { comment }),
  /**
   * Approves or rejects one verification; the API derives the overall status. The KYC decision calls
   * must name the customer's version the decision was made on (428 without, 409 when stale).
   */
  decideKyc: (id: number, body: KycUpdateRequest, version: number) =>
    send<Customer>('put', `/v2/customer/${id}/kyc`, body, ifMatch(version)),
  /** A second staff member confirms a KYC decision awaiting a second approval (403 for its first decider). */
  confirmKyc: (id: number, verification: KycVerification, version: number) =>
    send<Customer>('post', `/v2/customer/${id}/kyc/${verification}/confirm`, {}, ifMatch(version)),
  /** A second staff member sends a KYC decision awaiting a second approval back: the check awaits a decision again. */
  sendBackKyc: (id: number, verification: KycVerification, body: SendBackRequest, version: number) =>
    send<Customer>('post', `/v2/customer/${id}/kyc/${verification}/send-back`, body, ifMatch(version)),
  /** The full PAN and bank details, which every other answer masks (needs `customers.reveal`). */
  reveal: (id: number) => send<RevealedCustomerDetails>('post', `/v2/customer/${id}/reveal`),
  /** Every check's state, evidence files and decision (file URLs only for holders of `kyc.decide`). */
  kycReview: (id: number) => getItem<KycReview>(`/v2/customer/${id}/kyc`),
  /** Adds evidence to one check on the customer's behalf (multipart, repeatable field `file`); the check awaits review again. */
  addKycEvidence: (id: number, verification: KycVerification, files: Blob[], options: UploadOptions = {}) => {
    const form = new FormData();
    for (const file of files) form.append('file', file);
    return upload<KycCheck>(`/v2/customer/${id}/kyc/${verification}/evidence`, form, options);
  },
  portfolio: (customerId: number) => getItem<Portfolio>(`/me/portfolioById/${customerId}`),
};
