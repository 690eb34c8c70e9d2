/** Fixed reference data of the seed: the known admin, roles, and realistic catalogue rows. */
import { matrixPermissionsOf, type Permission } from '@admin/api-client/contract';

/** The admin the README names: sign in with this phone (country code +91). */
export const SEED_ADMIN = {
  phone: '9999999999',
  country_code: '+91',
  name: 'Asha Admin',
  email: 'admin@example.com',
} as const;

/**
 * A second active Compliance officer: KYC rejections and the approval that verifies a customer need
 * two different people holding kyc.decide (four eyes), so the demo and the journeys need two.
 */
export const SEED_SECOND_COMPLIANCE = {
  phone: '9810000008',
  country_code: '+91',
  name: 'Priya Raman',
  email: 'priya.raman@example.com',
} as const;

/**
 * The built-in roles, with fixed ids (the code relies on 1 and 2). Their permissions are the role
 * matrix's (`ROLE_MATRIX` in @admin/api-client/contract); Customer, not staff, holds none.
 */
export const SEED_ROLES = [
  {
    id: 1,
    name: 'Admin',
    description: 'Full access to the back office',
    is_staff: true,
    permissions: matrixPermissionsOf('Admin'),
  },
  {
    id: 2,
    name: 'Customer',
    description: 'Investor account; no back-office access',
    is_staff: false,
    permissions: [] as Permission[],
  },
  {
    id: 3,
    name: 'Manager',
    description: 'Manages projects and companies',
    is_staff: true,
    permissions: matrixPermissionsOf('Manager'),
  },
  {
    id: 4,
    name: 'Operations',
    description: 'Handles orders, payments and cancel requests',
    is_staff: true,
    permissions: matrixPermissionsOf('Operations'),
  },
  {
    id: 5,
    name: 'Compliance',
    description: 'Reviews KYC and documents',
    is_staff: true,
    permissions: matrixPermissionsOf('Compliance'),
  },
  {
    id: 6,
    name: 'Support',
    description: 'Answers customers',
    is_staff: true,
    permissions: matrixPermissionsOf('Support'),
  },
] as const;

export const SEED_COUNTRIES = [
  ['India', 'IN', '+91'],
  ['United States', 'US', '+1'],
  ['United Kingdom', 'GB', '+44'],
  ['United Arab Emirates', 'AE', '+971'],
  ['Singapore', 'SG', '+65'],
  ['Australia', 'AU', '+61'],
  ['Canada', 'CA', '+1'],
  ['Germany', 'DE', '+49'],
  ['France', 'FR', '+33'],
  ['Japan', 'JP', '+81'],
  ['Saudi Arabia', 'SA', '+966'],
  ['Qatar', 'QA', '+974'],
  ['Kuwait', 'KW', '+965'],
  ['Oman', 'OM', '+968'],
  ['Bahrain', 'BH', '+973'],
  ['Nepal', 'NP', '+977'],
  ['Sri Lanka', 'LK', '+94'],
  ['Bangladesh', 'BD', '+880'],
  ['Malaysia', 'MY', '+60'],
  ['New Zealand', 'NZ', '+64'],
  ['South Africa', 'ZA', '+27'],
  ['Netherlands', 'NL', '+31'],
  ['Switzerland', 'CH', '+41'],
  ['Ireland', 'IE', '+353'],
] as const;

export const SEED_TEMPLATES = [
  {
    name: 'Welcome email',
    kind: 'email',
    subject: 'Welcome to the platform, {{name}}',
    body: '<p>Hi {{name}},</p><p>Your account is ready. Complete your KYC to start investing.</p>',
  },
  {
    name: 'Order confirmation',
    kind: 'email',
    subject: 'Order {{order_id}} booked for {{project}}',
    body: '<p>Hi {{name}},</p><p>We booked {{units}} units of {{project}} for INR {{amount}}.</p>',
  },
  {
    name: 'Payment reminder',
    kind: 'email',
    subject: 'Complete the payment for {{project}}',
    body: '<p>Hi {{name}},</p><p>Please pay the balance of INR {{amount}} before {{deadline}}.</p>',
  },
  {
    name: 'Allotment certificate',
    kind: 'document',
    subject: 'Certificate of allotment',
    body: '<h1>Certificate of allotment</h1><p>This certifies that {{name}} holds {{units}} tokens of {{project}} ({{symbol}}).</p>',
  },
  {
    name: 'OTP message',
    kind: 'sms',
    subject: null,
    body: 'Your verification code is {{otp}}. It expires in 10 minutes.',
  },
  {
    name: 'Refund processed',
    kind: 'notification',
    subject: 'Refund processed',
    body: 'Your refund of INR {{amount}} for order {{order_id}} is on its way.',
  },
  // One email per event a rule sends (docs/messages.md, "Sent by events"); migration 0027 adds them
  // to a database made before them. Each uses only the values its event fills (MESSAGE_EVENT_VARIABLES).
  {
    name: 'Refund approved',
    kind: 'email',
    subject: 'Your refund of INR {{amount}} is approved',
    body: '<p>Hi {{name}},</p><p>We approved the cancellation of order {{order_id}} for {{project}}. Your refund of INR {{amount}} is on its way to your bank account.</p>',
  },
  {
    name: 'KYC check rejected',
    kind: 'email',
    subject: 'We could not verify your {{check}}',
    body: '<p>Hi {{name}},</p><p>We could not verify your {{check}}: {{reason}}</p><p>Please submit it again from the app.</p>',
  },
  {
    name: 'KYC check verified',
    kind: 'email',
    subject: 'Your {{check}} is verified',
    body: '<p>Hi {{name}},</p><p>We verified your {{check}}. Thank you.</p>',
  },
  {
    name: 'Order status changed',
    kind: 'email',
    subject: 'Order {{order_id}} is now {{status}}',
    body: '<p>Hi {{name}},</p><p>Your order {{order_id}} for {{units}} units of {{project}} is now {{status}}.</p>',
  },
  {
    name: 'Deadline extended',
    kind: 'email',
    subject: 'More time to pay for {{project}}',
    body: '<p>Hi {{name}},</p><p>We extended the deadline of order {{order_id}} to {{deadline}}. The balance of INR {{amount}} is due by then.</p>',
  },
] as const;

/**
 * The event rules of a seeded database, each with its template (by name): on, so that a newcomer
 * sees the mail a decision sends (`npm start` catches it). A database migrated from before them has
 * them off (migration 0027: nobody chose yet). No order status has a rule until staff add one.
 */
export const SEED_MESSAGE_RULES = [
  { event: 'refund_approved', template: 'Refund approved', enabled: true },
  { event: 'kyc_rejected', template: 'KYC check rejected', enabled: true },
  { event: 'kyc_verified', template: 'KYC check verified', enabled: true },
  { event: 'deadline_extended', template: 'Deadline extended', enabled: true },
] as const;

export const SEED_SETTINGS = [
  ['platform_name', 'Pandora Creative Investments'],
  ['support_email', 'support@example.com'],
  ['min_investment_inr', '5000'],
  ['booking_amount_percentage', '10'],
  ['gst_percentage', '18'],
  ['kyc_required_for_booking', 'true'],
  ['investment_deadline_days', '7'],
  // Refunds above this many rupees need a second approval (REFUND_SECOND_APPROVAL_SETTING).
  ['refund_second_approval_threshold', '100000'],
] as const;

export const SEED_FEES = [
  {
    name: 'Platform fee',
    property_types: 'all',
    types: 'platform',
    FILM: '2.50',
    MUSIC: '2.00',
    BOOKS: '1.50',
    SPORTS: '2.25',
    WEBSERIES: '2.50',
  },
  {
    name: 'Management fee',
    property_types: 'all',
    types: 'management',
    FILM: '1.00',
    MUSIC: '1.00',
    BOOKS: '0.75',
    SPORTS: '1.25',
    WEBSERIES: '1.00',
  },
  {
    name: 'Exit fee',
    property_types: 'creative',
    types: 'exit',
    FILM: '0.50',
    MUSIC: '0.50',
    BOOKS: '0.50',
    SPORTS: '0.50',
    WEBSERIES: '0.50',
  },
  {
    name: 'Escrow fee',
    property_types: 'all',
    types: 'escrow',
    FILM: '0.25',
    MUSIC: '0.25',
    BOOKS: '0.20',
    SPORTS: '0.30',
    WEBSERIES: '0.25',
  },
] as const;

export const SEED_PARTNERS = ['Yes Bank Escrow', 'Digio eSign', 'XDC Network', 'Razorpay', 'HyperVerge KYC'] as const;

export const SEED_VIDEO_LINKS = [
  {
    title: 'How tokenised film investing works',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    description: 'A three-minute explainer',
  },
  {
    title: 'Completing your KYC',
    url: 'https://www.youtube.com/watch?v=ScMzIvxBSi4',
    description: 'Aadhaar, PAN and video verification',
  },
  { title: 'Reading an investment term sheet', url: 'https://www.youtube.com/watch?v=ysz5S6PUM-U', description: null },
  {
    title: 'Royalties and payouts',
    url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    description: 'When and how returns are paid',
  },
] as const;

export const SEED_POPUP_TEXTS = [
  { title: 'KYC reminder', text: 'Complete your KYC to book your first project.', is_active: true },
  { title: 'New launch', text: 'A new web series is open for booking this week.', is_active: true },
  { title: 'Maintenance', text: 'Payments are paused on Sunday 02:00–04:00 IST for maintenance.', is_active: false },
] as const;

/** Per category: typical stages of production and a few title words. */
export const CATEGORY_FLAVOUR: Record<number, { stages: string[]; nouns: string[] }> = {
  1: {
    stages: ['Script', 'Pre-production', 'Shooting', 'Post-production', 'Released'],
    nouns: ['Monsoon', 'Shadows', 'Horizon', 'Kingdom', 'Echoes'],
  },
  2: {
    stages: ['Pilot', 'Season writing', 'Shooting', 'Streaming'],
    nouns: ['Chronicles', 'City', 'Files', 'Diaries', 'Legacy'],
  },
  3: {
    stages: ['Composition', 'Recording', 'Mixing', 'Released'],
    nouns: ['Ragas', 'Beats', 'Melodies', 'Rhythm', 'Symphony'],
  },
  4: {
    stages: ['Manuscript', 'Editing', 'Printing', 'Published'],
    nouns: ['Tales', 'Letters', 'Atlas', 'Memoir', 'Verses'],
  },
  5: {
    stages: ['Season planning', 'League play', 'Playoffs', 'Off-season'],
    nouns: ['Strikers', 'Titans', 'Warriors', 'Chargers', 'Riders'],
  },
};
