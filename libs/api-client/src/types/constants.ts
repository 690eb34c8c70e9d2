/** Business constants of docs/product.md#statuses, #constants, shared by the API and the front ends. */

export const ORDER_STATUSES = [
  'Booked',
  'Document_Signature_Pending',
  'Full_Payment_Pending',
  'Full_Payment_Done',
  'Token_Transfer',
  'Cancel_Request_Raised',
  'Refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * How a portfolio counts an order. Committed: booked and still going ahead (not a cancel request
 * waiting for a decision, not refunded). Paid: payment done onwards. Money and units follow the
 * same rule, so "₹7.8 L committed" and "298 units committed" describe the same orders.
 */
export const COMMITTED_ORDER_STATUSES: readonly OrderStatus[] = [
  'Booked',
  'Document_Signature_Pending',
  'Full_Payment_Pending',
  'Full_Payment_Done',
  'Token_Transfer',
];
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = ['Full_Payment_Done', 'Token_Transfer'];

/**
 * Order transitions the API allows through `PUT /order/status` (anything else answers 409).
 * Leaving Cancel_Request_Raised happens only by deciding the cancel request:
 * approve → Refunded, reject → the status the order had before the request.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Booked: ['Document_Signature_Pending', 'Cancel_Request_Raised'],
  Document_Signature_Pending: ['Full_Payment_Pending', 'Cancel_Request_Raised'],
  Full_Payment_Pending: ['Full_Payment_Done', 'Cancel_Request_Raised'],
  Full_Payment_Done: ['Token_Transfer', 'Cancel_Request_Raised'],
  Token_Transfer: [],
  Cancel_Request_Raised: [],
  Refunded: [],
};

export const PROJECT_STATUSES = ['Active', 'Inactive', 'Completed', 'Application Pending'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * Project status moves the API allows (`PUT /v2/project/status/{id}`, and a status in
 * `PUT /v2/project/{id}`); anything else answers 409. An application is approved (Active) or
 * shelved (Inactive) before it can complete, and a decided project never becomes an application again.
 */
export const PROJECT_TRANSITIONS: Readonly<Record<ProjectStatus, readonly ProjectStatus[]>> = {
  'Application Pending': ['Active', 'Inactive'],
  Active: ['Inactive', 'Completed'],
  Inactive: ['Active', 'Completed'],
  Completed: ['Active', 'Inactive'],
};

/** Project categories by id (docs/product.md#constants); sent as property_type_id. */
export const PROJECT_CATEGORIES = [
  { id: 1, name: 'Film' },
  { id: 2, name: 'Web Series' },
  { id: 3, name: 'Music' },
  { id: 4, name: 'Books' },
  { id: 5, name: 'Sport' },
] as const;
export type ProjectCategoryId = (typeof PROJECT_CATEGORIES)[number]['id'];
export const PROJECT_CATEGORY_IDS = PROJECT_CATEGORIES.map((c) => c.id);

export const COMPANY_TYPES = ['LLP', 'Partnership', 'Private Limited', 'Proprietorship'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const CERTIFICATE_TYPES = ['Partner Share Certificate', 'LLP Certificate', 'SPV Share Certificates'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

export const OWNERSHIP_TYPES = ['LLP Ownership', 'partnership', 'trustee', 'Pvt limited'] as const;
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];

export const TEAM_ROLES = ['Manager', 'Advisor', 'Board Member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const INVESTMENT_TYPES = ['OwnerShip', 'RevenueSharing'] as const;
export type InvestmentType = (typeof INVESTMENT_TYPES)[number];

export const DURATION_OPTIONS = [1, 2, 3] as const;

export const WORKFLOW_PROGRESS = ['In-Progress', 'Completed'] as const;
export type WorkflowProgress = (typeof WORKFLOW_PROGRESS)[number];

export const INDIVIDUAL_GROUP_OPTIONS = ['Individual', 'Group'] as const;
export type IndividualGroup = (typeof INDIVIDUAL_GROUP_OPTIONS)[number];

export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Project form defaults (docs/product.md#records-and-their-fields, #constants). */
export const PROJECT_DEFAULTS = {
  individual_group: 'Individual',
  step_completed: '1.1',
  royaltyPercentage: 0,
  mediaType: 'image',
} as const;
export const GALLERY_MAX_FILES = 10;

export const USER_STATUSES = ['Active', 'Inactive', 'Blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Statuses a status toggle sets on companies, fee entries and fee rows. */
export const ACTIVE_STATUSES = ['Active', 'Inactive'] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];
