/**
 * The one database schema, for PGlite and PostgreSQL alike. Migrations under ./migrations are
 * generated from this file with `npm run db:generate -w @admin/api` (drizzle-kit).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  doublePrecision,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AuditAction,
  AuditChange,
  AuditRecordType,
  MessageChannel,
  MessageEvent,
  MessageStatus,
  OrderStatus,
  BankDetails,
  PageDeclaration,
  Permission,
  PointerMove,
  ReleaseApp,
  ReleaseRequires,
} from '@admin/api-client/contract';
import type { InboxKind } from '@admin/api-client/contract';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const tstz = (name: string) => timestamp(name, { withTimezone: true });
/** Optimistic-locking counter of an editable record: bumped on every update, sent as its ETag. */
const version = () => integer('version').notNull().default(1);

/** Internal key/value store (e.g. the generated dev JWT secret shared by every instance). */
export const systemValues = pgTable('system_values', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  created_at: createdAt(),
});

/**
 * The permissions the role matrix has been granted for (src/auth/role-matrix.ts): a permission not
 * listed is new to this database, and the next start grants it to the roles the matrix names.
 */
export const roleMatrixApplied = pgTable('role_matrix_applied', {
  permission: text('permission').$type<Permission>().primaryKey(),
  applied_at: tstz('applied_at').notNull().defaultNow(),
});

/** Ids of signed download links already used (single use; kept until the link expires). */
export const downloadLinksUsed = pgTable(
  'download_links_used',
  {
    id: text('id').primaryKey(),
    expires_at: tstz('expires_at').notNull(),
  },
  (t) => [index('download_links_used_expires_idx').on(t.expires_at)],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  is_staff: boolean('is_staff').notNull().default(true),
  /** What holders may do (apps/api/README.md, "Permissions"); a new role starts with none. */
  permissions: text('permissions').array().$type<Permission[]>().notNull().default(sql`'{}'::text[]`),
  created_at: createdAt(),
  updated_at: updatedAt(),
  version: version(),
  /**
   * A change of permissions that grants a decide permission, waiting for a second Admin (four eyes):
   * the permissions asked for (JSON array), why, who asked and when.
   */
  first_decision: text('first_decision'),
  first_reason: text('first_reason'),
  first_decided_by: integer('first_decided_by'),
  first_decided_at: tstz('first_decided_at'),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    name: text('name').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    phone: text('phone').notNull(),
    country_code: text('country_code').notNull().default('+91'),
    country: text('country'),
    email: text('email'),
    welcome_mail_sent: boolean('welcome_mail_sent').notNull().default(false),
    otpless_req_id: text('otpless_req_id'),
    otp_expired_at: tstz('otp_expired_at'),
    dob: text('dob'),
    avatar: text('avatar'),
    gender: text('gender'),
    address: text('address'),
    escrow_user_id: text('escrow_user_id'),
    escrow_ref_id: text('escrow_ref_id'),
    pan_number: text('pan_number'),
    bank_details: jsonb('bank_details').$type<BankDetails>(),
    language: text('language'),
    age: integer('age'),
    is_terms_condition: boolean('is_terms_condition').notNull().default(false),
    email_verified: boolean('email_verified').notNull().default(false),
    email_request_id: text('email_request_id'),
    referrer_id: integer('referrer_id'),
    referral_credited: boolean('referral_credited').notNull().default(false),
    referral_token: text('referral_token'),
    is_verification_dismiss: boolean('is_verification_dismiss').notNull().default(false),
    token: text('token'),
    role: integer('role')
      .notNull()
      .default(2)
      .references(() => roles.id),
    work_email: text('work_email'),
    whatsapp_no: text('whatsapp_no'),
    join_date: text('join_date'),
    status: text('status').notNull().default('Active'),
    fcm_token: text('fcm_token'),
    wallet_balance: money('wallet_balance').notNull().default('0.00'),
    wallet_address: text('wallet_address'),
    phone_verified_at: tstz('phone_verified_at'),
    created_by: integer('created_by'),
    updated_by: integer('updated_by'),
    is_employee: boolean('is_employee').notNull().default(false),
    subscriber_id: text('subscriber_id'),
    org_id: text('org_id'),
    meeting_link: text('meeting_link'),
    // KYC is one-to-one with the user: kept on the row so the users filter needs no join.
    kyc_status: text('kyc_status').notNull().default('pending'),
    email_verification_status: text('email_verification_status').notNull().default('pending'),
    aadhar_verification_status: text('aadhar_verification_status').notNull().default('pending'),
    pan_verification_status: text('pan_verification_status').notNull().default('pending'),
    video_verification_status: text('video_verification_status').notNull().default('pending'),
    kyc_updated_at: tstz('kyc_updated_at').notNull().defaultNow(),
    // Who owns the KYC review (a staff user; the foreign key, ON DELETE SET NULL, is in migration 0012).
    kyc_assignee_id: integer('kyc_assignee_id'),
    kyc_assigned_at: tstz('kyc_assigned_at'),
    /** Who gave the staff user their current role, and when (a second approver must be independent of the first). */
    role_granted_by: integer('role_granted_by'),
    role_granted_at: tstz('role_granted_at'),
    /** A role holding a decide permission given to the user, waiting for a second Admin (four eyes). */
    pending_role: integer('pending_role'),
    pending_role_by: integer('pending_role_by'),
    pending_role_at: tstz('pending_role_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    version: version(),
    deleted_at: tstz('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_phone_country_uq').on(t.phone, t.country_code),
    // The users filter pages live users newest first, optionally by role and KYC status.
    index('users_live_created_idx').on(t.created_at, t.id).where(sql`deleted_at is null`),
    index('users_live_role_created_idx').on(t.role, t.created_at, t.id).where(sql`deleted_at is null`),
    index('users_live_kyc_created_idx').on(t.kyc_status, t.created_at, t.id).where(sql`deleted_at is null`),
    index('users_live_role_kyc_created_idx')
      .on(t.role, t.kyc_status, t.created_at, t.id)
      .where(sql`deleted_at is null`),
    index('users_employee_idx').on(t.is_employee, t.id),
    index('users_kyc_assignee_idx').on(t.kyc_assignee_id).where(sql`kyc_assignee_id is not null`),
    // The lists' sorts (column, then id as the tie-break): migration 0013.
    index('users_live_name_idx').on(t.name, t.id).where(sql`deleted_at is null`),
    index('users_live_email_idx').on(t.email, t.id).where(sql`deleted_at is null`),
    index('users_live_status_idx').on(t.status, t.id).where(sql`deleted_at is null`),
  ],
);

export const customerComments = pgTable(
  'customer_comments',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    created_by: integer('created_by'),
    created_at: createdAt(),
  },
  (t) => [index('customer_comments_user_idx').on(t.user_id)],
);

/**
 * The review of one KYC check (email, aadhar, pan, video) of a customer: when evidence was last
 * submitted and who decided it, when and why. The check's status itself stays on the user row
 * (the users filter reads it without a join); a missing row means nothing submitted or decided.
 */
export const kycChecks = pgTable(
  'kyc_checks',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verification: text('verification').notNull(),
    submitted_at: tstz('submitted_at'),
    decided_at: tstz('decided_at'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** A decision that needs a second staff member (four eyes), waiting for them: verified or rejected. */
    first_decision: text('first_decision'),
    first_reason: text('first_reason'),
    first_decided_by: integer('first_decided_by').references(() => users.id, { onDelete: 'set null' }),
    first_decided_at: tstz('first_decided_at'),
    /** When the decision took two (four eyes): who made the first; `decided_by` confirmed it. */
    proposed_by: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.verification] }),
    index('kyc_checks_submitted_idx').on(t.user_id, t.submitted_at).where(sql`submitted_at is not null`),
  ],
);

/** A file a customer submitted as evidence for one KYC check, kept in the file store like any upload. */
export const kycEvidence = pgTable(
  'kyc_evidence',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verification: text('verification').notNull(),
    /** Where the upload is served: its API URL (`…/api/files/<upload id>`, private: files/file-links.ts). */
    url: text('url').notNull(),
    file_name: text('file_name').notNull(),
    mime_type: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** The staff user who uploaded it on the customer's behalf (null: the customer, or the seed). */
    submitted_by: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submitted_at: tstz('submitted_at').notNull().defaultNow(),
  },
  (t) => [index('kyc_evidence_user_check_idx').on(t.user_id, t.verification, t.id)],
);

/** One row per OTP attempt; the latest unconsumed one of a user is the only valid one. */
export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    expires_at: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumed_at: tstz('consumed_at'),
    created_at: createdAt(),
  },
  (t) => [index('otps_user_created_idx').on(t.user_id, t.created_at)],
);

/** Refresh tokens are stored hashed; a family is one sign-in, rotated on every refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: tstz('expires_at').notNull(),
    rotated_at: tstz('rotated_at'),
    revoked_at: tstz('revoked_at'),
    created_at: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family_id)],
);

/**
 * What a user sees of each session (a refresh-token family, same id): the browser it was opened
 * from and when it was first and last used. Whether it is still open is the family's business
 * (refresh_tokens); this row only describes it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_agent: text('user_agent'),
    /** The address the sign-in came from (as the API sees it: behind a proxy, as trusted by `trustProxy`); null before migration 0024. */
    client_address: text('client_address'),
    created_at: createdAt(),
    last_seen_at: tstz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    registration_number: text('registration_number'),
    pan_number: text('pan_number'),
    gst_number: text('gst_number'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    certificate_type: text('certificate_type'),
    ownership_type: text('ownership_type'),
    logo: text('logo'),
    status: text('status').notNull().default('Active'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    version: version(),
  },
  (t) => [
    index('companies_created_idx').on(t.created_at, t.id),
    index('companies_name_idx').on(t.name, t.id),
    index('companies_type_idx').on(t.type, t.id),
    index('companies_status_idx').on(t.status, t.id),
  ],
);

/** A company's team (docs/product.md#constants team roles); the company calls replace all rows at once, as investment terms do. */
export const companyTeamMembers = pgTable(
  'company_team_members',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    role: text('role').notNull(),
    email: text('email'),
  },
  (t) => [index('company_team_members_company_idx').on(t.company_id, t.position)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    name: text('name').notNull(),
    description: text('description'),
    property_type_id: integer('property_type_id').notNull(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    stage_of_production: text('stage_of_production'),
    individual_group: text('individual_group').notNull().default('Individual'),
    step_completed: text('step_completed').notNull().default('1.1'),
    symbol: text('symbol'),
    royaltyPercentage: numeric('royalty_percentage', { precision: 6, scale: 2 }).notNull().default('0'),
    total_token: integer('total_token').notNull().default(0),
    token_amount: money('token_amount').notNull().default('0'),
    email: text('email'),
    pan_number: text('pan_number'),
    mobile_no: text('mobile_no'),
    investment_type: text('investment_type'),
    status: text('status').notNull().default('Application Pending'),
    is_booking_amount_required: boolean('is_booking_amount_required').notNull().default(false),
    join_waitlist: boolean('join_waitlist').notNull().default(false),
    dao: boolean('dao').notNull().default(false),
    fee_status: text('fee_status').notNull().default('Active'),
    media_type: text('media_type').notNull().default('image'),
    featured_image: text('featured_image'),
    gallery: jsonb('gallery').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    created_at: createdAt(),
    updated_at: updatedAt(),
    version: version(),
    deleted_at: tstz('deleted_at'),
  },
  (t) => [
    index('projects_created_idx').on(t.created_at, t.id),
    index('projects_status_idx').on(t.status, t.property_type_id),
    index('projects_live_name_idx').on(t.name, t.id).where(sql`deleted_at is null`),
    index('projects_live_status_idx').on(t.status, t.id).where(sql`deleted_at is null`),
    index('projects_live_total_token_idx').on(t.total_token, t.id).where(sql`deleted_at is null`),
  ],
);

export const investmentTerms = pgTable(
  'investment_terms',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    percentageOfIP: numeric('percentage_of_ip', { precision: 6, scale: 2 }).notNull(),
    rights: text('rights').notNull(),
    percentageForPandora: numeric('percentage_for_pandora', { precision: 6, scale: 2 }).notNull(),
    natureOfIP: text('nature_of_ip').notNull(),
    duration: integer('duration').notNull(),
    costOfAcquisition: money('cost_of_acquisition').notNull(),
    totalExpectedInvestment: money('total_expected_investment').notNull(),
    tokenAmount: money('token_amount').notNull(),
    expectedMonetisation: money('expected_monetisation').notNull(),
    proposedIRR: numeric('proposed_irr', { precision: 6, scale: 2 }).notNull(),
    proposedMoneyMultiple: numeric('proposed_money_multiple', { precision: 8, scale: 2 }).notNull(),
    expectedDuration: text('expected_duration').notNull(),
    otherTerms: text('other_terms'),
  },
  (t) => [index('investment_terms_project_idx').on(t.project_id, t.position)],
);

/** Project metadata; today only risk items (type 'risk'). */
export const projectMetadata = pgTable(
  'project_metadata',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('risk'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    severity: text('severity').notNull().default('medium'),
    mitigation: text('mitigation'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    version: version(),
  },
  (t) => [index('project_metadata_project_idx').on(t.project_id, t.type)],
);

export const projectBookmarks = pgTable(
  'project_bookmarks',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 'bookmark' or 'waitlist'. */
    kind: text('kind').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('project_bookmarks_uq').on(t.user_id, t.project_id, t.kind)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    property_id: integer('property_id')
      .notNull()
      .references(() => projects.id),
    status: text('status').notNull().default('Booked'),
    no_sqyds: numeric('no_sqyds', { precision: 14, scale: 2 }).notNull(),
    token_amount: money('token_amount').notNull(),
    total_amount: money('total_amount').notNull(),
    booking_amount: money('booking_amount').notNull().default('0'),
    investment_deadline_time: tstz('investment_deadline_time'),
    document_sign_time: tstz('document_sign_time'),
    payment_time: tstz('payment_time'),
    cover_image_pdf: text('cover_image_pdf'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    version: version(),
    /** The staff user following the order up (claimed or assigned). */
    assignee_id: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    assigned_at: tstz('assigned_at'),
  },
  (t) => [
    index('orders_created_idx').on(t.created_at, t.id),
    index('orders_status_created_idx').on(t.status, t.created_at, t.id),
    index('orders_user_created_idx').on(t.user_id, t.created_at, t.id),
    index('orders_property_created_idx').on(t.property_id, t.created_at, t.id),
    index('orders_assignee_created_idx').on(t.assignee_id, t.created_at, t.id).where(sql`assignee_id is not null`),
    // The past-deadline queue: unpaid orders by deadline.
    index('orders_unpaid_deadline_idx')
      .on(t.investment_deadline_time)
      .where(sql`status in ('Booked', 'Document_Signature_Pending', 'Full_Payment_Pending')`),
    index('orders_status_id_idx').on(t.status, t.id),
    index('orders_total_amount_idx').on(t.total_amount, t.id),
    index('orders_no_sqyds_idx').on(t.no_sqyds, t.id),
    index('orders_updated_idx').on(t.updated_at, t.id),
  ],
);

/**
 * Orders per status, kept by statement-level triggers on orders (migration 0001), so the order
 * list's total for no filter or a status filter is a lookup instead of a count over every order.
 */
export const orderStatusCounts = pgTable('order_status_counts', {
  status: text('status').primaryKey(),
  n: integer('n').notNull().default(0),
});

export const cancelRequests = pgTable(
  'cancel_requests',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('Pending'),
    previous_order_status: text('previous_order_status').notNull(),
    decision_reason: text('decision_reason'),
    decided_by: integer('decided_by').references(() => users.id),
    decided_at: tstz('decided_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    version: version(),
    /** The staff user who owns the decision (claimed or assigned). */
    assignee_id: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    assigned_at: tstz('assigned_at'),
    /** A refund above the threshold waits for a second staff member (four eyes): the first approval. */
    first_decision: text('first_decision'),
    first_reason: text('first_reason'),
    first_decided_by: integer('first_decided_by').references(() => users.id, { onDelete: 'set null' }),
    first_decided_at: tstz('first_decided_at'),
    /** When the decision took two (four eyes): who made the first; `decided_by` confirmed it. */
    proposed_by: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('cancel_requests_created_idx').on(t.created_at, t.id),
    index('cancel_requests_status_created_idx').on(t.status, t.created_at, t.id),
    index('cancel_requests_assignee_idx').on(t.assignee_id).where(sql`assignee_id is not null`),
    index('cancel_requests_order_idx').on(t.order_id),
    index('cancel_requests_status_idx').on(t.status, t.id),
    index('cancel_requests_decided_idx').on(t.decided_at, t.id),
  ],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    reference: text('reference'),
    created_at: createdAt(),
  },
  (t) => [
    index('wallet_transactions_created_idx').on(t.created_at, t.id),
    index('wallet_transactions_user_idx').on(t.user_id, t.created_at),
    index('wallet_transactions_type_idx').on(t.type, t.id),
    index('wallet_transactions_status_idx').on(t.status, t.id),
    index('wallet_transactions_amount_idx').on(t.amount, t.id),
  ],
);

export const templates = pgTable('templates', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  name: text('name').notNull().unique(),
  kind: text('kind').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
  version: version(),
});

export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  name: text('name').notNull().unique(),
  value: text('value').notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
  version: version(),
  /**
   * A new value of a control setting waiting for a second Admin (four eyes): the value, why, who,
   * when. The foreign keys of the `*_by` columns added with these (ON DELETE SET NULL) are in migration 0018.
   */
  first_decision: text('first_decision'),
  first_reason: text('first_reason'),
  first_decided_by: integer('first_decided_by'),
  first_decided_at: tstz('first_decided_at'),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
  version: version(),
});

export const videoLinks = pgTable('video_links', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  description: text('description'),
  created_at: createdAt(),
  updated_at: updatedAt(),
  version: version(),
});

export const popupTexts = pgTable('popup_texts', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  created_at: createdAt(),
  updated_at: updatedAt(),
  version: version(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  iso_code: text('iso_code').notNull().unique(),
  dial_code: text('dial_code').notNull(),
});

export const feeEntries = pgTable('fee_entries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  property_types: text('property_types').notNull(),
  types: text('types').notNull(),
  FILM: numeric('film', { precision: 6, scale: 2 }).notNull(),
  MUSIC: numeric('music', { precision: 6, scale: 2 }).notNull(),
  BOOKS: numeric('books', { precision: 6, scale: 2 }).notNull(),
  SPORTS: numeric('sports', { precision: 6, scale: 2 }).notNull(),
  WEBSERIES: numeric('webseries', { precision: 6, scale: 2 }).notNull(),
  status: text('status').notNull().default('Active'),
  created_at: createdAt(),
  updated_at: updatedAt(),
  version: version(),
});

/** Fees as synced onto a project: the percentage of its category, with its own status. */
export const projectFees = pgTable(
  'project_fees',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fee_id: integer('fee_id')
      .notNull()
      .references(() => feeEntries.id, { onDelete: 'cascade' }),
    percentage: numeric('percentage', { precision: 6, scale: 2 }).notNull(),
    status: text('status').notNull().default('Active'),
    synced_at: tstz('synced_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_fees_uq').on(t.project_id, t.fee_id)],
);

/** Metadata of content-addressed files; the bytes live on disk under DATA_DIR/files/<cid>. */
export const files = pgTable('files', {
  cid: text('cid').primaryKey(),
  /** Type of the first upload: served when a URL names no upload. */
  mime_type: text('mime_type').notNull(),
  size: integer('size').notNull(),
  original_name: text('original_name'),
  created_at: createdAt(),
});

/** Each upload of some bytes, with the type its uploader declared (the same bytes may be a PDF to one and a download to another). */
export const fileUploads = pgTable(
  'file_uploads',
  {
    id: serial('id').primaryKey(),
    cid: text('cid')
      .notNull()
      .references(() => files.cid, { onDelete: 'cascade' }),
    mime_type: text('mime_type').notNull(),
    original_name: text('original_name'),
    /**
     * `public` (media, icons: the gateway serves them to anyone) or the kind of private file
     * (`kyc_evidence`, `order_cover`): served only by `/api/files/<id>` after a permission check.
     */
    access: text('access').notNull().default('public'),
    created_at: createdAt(),
  },
  (t) => [index('file_uploads_cid_idx').on(t.cid)],
);

/**
 * The last reports browsers sent (client errors, CSP violations) for the status page, shared by every
 * instance (observability/recent-reports.ts): one row per distinct report, `seq` its place (moved to
 * the top when sent again), `address` the client that sent it first (one address keeps at most ten).
 */
export const recentReportsTable = pgTable(
  'recent_reports',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    address: text('address').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    remote: text('remote'),
    release: text('release'),
    route: text('route'),
    request_id: text('request_id').notNull(),
    first_at: tstz('first_at').notNull(),
    at: tstz('at').notNull(),
    count: integer('count').notNull().default(1),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('recent_reports_seq_idx').on(t.seq), index('recent_reports_address_idx').on(t.address, t.seq)],
);

/**
 * Requests counted per client and fixed window (e.g. OTP logins per IP address), kept in the
 * database so every API instance on it enforces one limit.
 */
export const clientHits = pgTable(
  'client_hits',
  {
    bucket: text('bucket').notNull(),
    client: text('client').notNull(),
    window_start: tstz('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.client, t.window_start] }),
    index('client_hits_window_idx').on(t.window_start),
  ],
);

/**
 * The audit trail (apps/api/README.md, "Audit trail"): one row per staff change, written in the
 * transaction of the change. Append-only; no foreign key to users, so the actor stays as they were
 * (name and role at the time) and deleting a user leaves the trail alone.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tstz('at').notNull().defaultNow(),
    request_id: text('request_id'),
    actor_id: integer('actor_id'),
    actor_name: text('actor_name'),
    actor_role: text('actor_role'),
    action: text('action').$type<AuditAction>().notNull(),
    record_type: text('record_type').$type<AuditRecordType>().notNull(),
    record_id: text('record_id').notNull(),
    record_label: text('record_label').notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default(sql`'[]'::jsonb`),
    note: text('note'),
    /** The client's address, kept for sign-ins (the failed sign-in limit counts per address). */
    client_address: text('client_address'),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_entries_record_idx').on(t.record_type, t.record_id, t.at.desc(), t.id.desc()),
    index('audit_entries_actor_idx').on(t.actor_id, t.at.desc(), t.id.desc()),
    index('audit_entries_action_idx').on(t.action, t.at.desc(), t.id.desc()),
    index('audit_entries_failed_sign_in_idx')
      .on(t.at, t.record_id, t.client_address)
      .where(sql`action = 'sign_in_failed'`),
    index('audit_entries_label_trgm_idx').using('gin', sql`${t.record_label} gin_trgm_ops`),
    index('audit_entries_actor_name_trgm_idx').using('gin', sql`${t.actor_name} gin_trgm_ops`),
  ],
);

/** The release registry's pointers per app (docs/releases.md): the live release and a canary beside it. */
export const releaseApps = pgTable('release_apps', {
  app: text('app').$type<ReleaseApp>().primaryKey(),
  container: text('container').notNull().unique(),
  live_release: text('live_release'),
  canary_release: text('canary_release'),
  canary_share: integer('canary_share').notNull().default(0),
  canary_members: integer('canary_members').array().$type<number[]>().notNull().default(sql`'{}'::integer[]`),
  canary_salt: text('canary_salt'),
  canary_started_at: tstz('canary_started_at'),
  stop_ratio: doublePrecision('stop_ratio').notNull().default(2),
  stop_points: doublePrecision('stop_points').notNull().default(5),
  stop_min_loads: integer('stop_min_loads').notNull().default(50),
  updated_at: updatedAt(),
  version: version(),
});

/** Immutable releases: registered once per app and id (a trigger refuses an UPDATE). */
export const releases = pgTable(
  'releases',
  {
    id: serial('id').primaryKey(),
    app: text('app').$type<ReleaseApp>().notNull(),
    release: text('release').notNull(),
    commit: text('commit').notNull(),
    built_at: tstz('built_at').notNull(),
    published_by: text('published_by').notNull(),
    published_at: tstz('published_at').notNull().defaultNow(),
    manifest_url: text('manifest_url').notNull(),
    pages: jsonb('pages').$type<PageDeclaration[]>().notNull().default(sql`'[]'::jsonb`),
    exposes: jsonb('exposes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    requires: jsonb('requires').$type<ReleaseRequires>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [uniqueIndex('releases_app_release_unique').on(t.app, t.release)],
);

/** Every publish and pointer move of an app, in order. */
export const releaseMoves = pgTable(
  'release_moves',
  {
    id: serial('id').primaryKey(),
    app: text('app').$type<ReleaseApp>().notNull(),
    at: tstz('at').notNull().defaultNow(),
    move: text('move').$type<PointerMove>().notNull(),
    from_release: text('from_release'),
    to_release: text('to_release'),
    share: integer('share'),
    by_name: text('by_name').notNull(),
    reason: text('reason'),
  },
  (t) => [index('release_moves_app_idx').on(t.app, t.at.desc(), t.id.desc())],
);

/** Deploy tokens, each for one app; only the secret's sha-256 is kept. */
export const deployTokens = pgTable('deploy_tokens', {
  id: serial('id').primaryKey(),
  app: text('app').$type<ReleaseApp>().notNull(),
  name: text('name').notNull(),
  token_hash: text('token_hash').notNull().unique(),
  created_by_id: integer('created_by_id'),
  created_by: text('created_by').notNull(),
  created_at: createdAt(),
  last_used_at: tstz('last_used_at'),
  revoked_at: tstz('revoked_at'),
});

/** Page loads that reported running a release (a random id per page load), with the errors each reported. */
export const releaseLoads = pgTable(
  'release_loads',
  {
    load_id: text('load_id').notNull(),
    container: text('container').notNull(),
    release: text('release').notNull(),
    first_seen: tstz('first_seen').notNull().defaultNow(),
    last_seen: tstz('last_seen').notNull().defaultNow(),
    errors: integer('errors').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'release_loads_pk', columns: [t.load_id, t.container] }),
    index('release_loads_release_idx').on(t.container, t.release, t.first_seen),
    index('release_loads_last_seen_idx').on(t.container, t.last_seen),
  ],
);

/**
 * Domain events (docs/live.md): one row per change of a record staff watch, written by recordAudit in
 * the change's own transaction and signalled with NOTIFY, so an event exists exactly when its change
 * committed. Kept 15 minutes, for a live stream that reconnects with Last-Event-ID; only field names,
 * never values, so no event carries a PAN or bank details.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tstz('at').notNull().defaultNow(),
    /** `inbox` for an event telling one person (record_id) their inbox changed. */
    record_type: text('record_type').$type<AuditRecordType | 'inbox'>().notNull(),
    record_id: text('record_id').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    fields: jsonb('fields').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    actor_id: integer('actor_id'),
    actor_name: text('actor_name'),
    /** The version the record reached with this change (null: a record without one, or deleted). */
    version: integer('version'),
  },
  (t) => [index('domain_events_at_idx').on(t.at)],
);

/**
 * The inbox: what waits on each staff member, derived from the changes staff make in the change's own
 * transaction (src/inbox/derive.ts). `subject` names what the item is about within the record (the
 * field of a waiting first decision), so the items a decision made moot are settled together.
 */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InboxKind>().notNull(),
    record_type: text('record_type').$type<AuditRecordType>().notNull(),
    record_id: text('record_id').notNull(),
    record_label: text('record_label').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    note: text('note'),
    href: text('href').notNull(),
    by_id: integer('by_id'),
    by_name: text('by_name'),
    at: tstz('at').notNull().defaultNow(),
    read_at: tstz('read_at'),
    settled_at: tstz('settled_at'),
  },
  (t) => [
    index('inbox_items_user_idx').on(t.user_id, t.id),
    index('inbox_items_waiting_idx').on(t.record_type, t.record_id, t.subject).where(sql`${t.settled_at} is null`),
  ],
);

/**
 * Messages to customers and their outbox (docs/messages.md): a row is written in the transaction of
 * the decision that causes it, beside that decision's domain event (`event_id`), so a decision that
 * rolls back leaves no message. Every instance's worker claims due rows with FOR UPDATE SKIP LOCKED
 * and a lease (`next_attempt_at` moved past the send's longest time): a row whose worker stopped
 * mid-send is claimed again once its lease runs out. `message_id` is the one Message-ID of every try.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    message_id: text('message_id').notNull().unique(),
    /** The domain event of the change that caused it (domain_events.id; events are swept, so no foreign key). */
    event_id: bigint('event_id', { mode: 'number' }),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    template_id: integer('template_id').references(() => templates.id, { onDelete: 'set null' }),
    template_name: text('template_name').notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    /** The full address or number; answers carry it masked. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    format: text('format').$type<'html' | 'text'>().notNull(),
    /** The event rule that sent it; null: a staff member did (`sent_by`). */
    rule: text('rule'),
    sent_by: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sent_by_name: text('sent_by_name'),
    status: text('status').$type<MessageStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it: its next try, or, while `sending`, when its worker's lease runs out. */
    next_attempt_at: tstz('next_attempt_at').notNull().defaultNow(),
    failure_reason: text('failure_reason'),
    sent_at: tstz('sent_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('messages_due_idx').on(t.next_attempt_at).where(sql`status in ('queued', 'sending')`),
    index('messages_customer_idx').on(t.customer_id, t.created_at),
    index('messages_order_idx').on(t.order_id, t.created_at).where(sql`order_id is not null`),
  ],
);

/**
 * Event rules (docs/messages.md, "Sent by events"): the template a decision sends its customer, on or
 * off. One row per event; `order_status` rules one per status. A template deleted leaves its rule
 * without one (it sends nothing until staff choose another).
 */
export const messageRules = pgTable(
  'message_rules',
  {
    id: serial('id').primaryKey(),
    event: text('event').$type<MessageEvent>().notNull(),
    order_status: text('order_status').$type<OrderStatus>(),
    template_id: integer('template_id').references(() => templates.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('message_rules_event_status_idx').on(t.event, sql`coalesce(${t.order_status}, '')`)],
);

/**
 * Saved views shared with the team (docs/architecture.md, "Saved views"): one person's view of a list,
 * seen by every staff member in that list's Views menu. A person's own views stay in their browser.
 */
export const sharedViews = pgTable(
  'shared_views',
  {
    id: serial('id').primaryKey(),
    list: text('list').notNull(),
    name: text('name').notNull(),
    search: text('search').notNull(),
    columns: jsonb('columns').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('shared_views_list_name_uq').on(t.list, t.name)],
);
