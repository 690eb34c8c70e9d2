// Records as the API answers them, for component tests.
import type {
  Customer,
  Employee,
  KycReview,
  Permission,
  Portfolio,
  RevealedCustomerDetails,
  Role,
  StaffUser,
} from '@admin/api-client';

/** What `POST /v2/customer/17/reveal` answers for makeCustomer's customer. */
export const REVEALED: RevealedCustomerDetails = {
  pan_number: 'ABCDE1234F',
  bank_details: {
    account_name: 'Priya Sharma',
    account_number: '001234567890',
    ifsc: 'HDFC0001234',
    bank_name: 'HDFC Bank',
  },
};

/** The KYC review of makeCustomer(): email and Aadhaar verified, PAN submitted and awaiting review, video not submitted. */
export function makeKycReview(overrides: Partial<KycReview> = {}): KycReview {
  const decided = { decided_at: '2026-03-07T11:15:00.000Z', decided_by: { id: 1, name: 'Asha Admin' } };
  return {
    status: 'pending',
    updated_at: '2026-03-07T11:15:00.000Z',
    evidence_visible: true,
    checks: [
      {
        verification: 'email',
        status: 'verified',
        state: 'approved',
        submitted_at: '2026-03-05T10:00:00.000Z',
        ...decided,
        reason: 'The documents match the application.',
        files: [],
        awaiting_second_approval: null,
        decision_by: null,
      },
      {
        verification: 'aadhar',
        status: 'verified',
        state: 'approved',
        submitted_at: '2026-03-05T10:00:00.000Z',
        ...decided,
        reason: null,
        awaiting_second_approval: null,
        decision_by: null,
        files: [
          {
            id: 1,
            name: 'aadhar-front.png',
            content_type: 'image/png',
            size: 2048,
            url: 'http://localhost:3000/ipfs/bafkreiaadhar?upload=1',
            submitted_at: '2026-03-05T10:00:00.000Z',
          },
        ],
      },
      {
        verification: 'pan',
        status: 'pending',
        state: 'submitted',
        submitted_at: '2026-03-06T09:30:00.000Z',
        decided_at: null,
        decided_by: null,
        reason: null,
        awaiting_second_approval: null,
        decision_by: null,
        files: [
          {
            id: 2,
            name: 'pan-card.pdf',
            content_type: 'application/pdf',
            size: 1200,
            url: 'http://localhost:3000/ipfs/bafkreipanpdf?upload=2',
            submitted_at: '2026-03-06T09:30:00.000Z',
          },
          {
            id: 3,
            name: 'pan-card.jpg',
            content_type: 'image/jpeg',
            size: 4805,
            url: 'http://localhost:3000/ipfs/bafkreipanjpg?upload=3',
            submitted_at: '2026-03-06T09:30:00.000Z',
          },
        ],
      },
      {
        verification: 'video',
        status: 'pending',
        state: 'not_submitted',
        submitted_at: null,
        decided_at: null,
        decided_by: null,
        reason: null,
        files: [],
        awaiting_second_approval: null,
        decision_by: null,
      },
    ],
    ...overrides,
  };
}

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 17,
    version: 1,
    uuid: '5a3c1a6e-0000-4000-8000-000000000017',
    name: 'Priya Sharma',
    firstname: 'Priya',
    lastname: 'Sharma',
    phone: '7000000001',
    country_code: '+91',
    country: 'India',
    email: 'priya@example.com',
    welcome_mail_sent: true,
    otpless_req_id: null,
    otp_expired_at: null,
    dob: '1990-04-12',
    avatar: null,
    gender: 'Female',
    address: '12 MG Road, Pune',
    escrow_user_id: null,
    escrow_ref_id: null,
    // As the API answers them: masked (the full values come from the reveal call, REVEALED below).
    pan_number: '••••••234F',
    bank_details: {
      account_name: 'Priya Sharma',
      account_number: '••••••••7890',
      ifsc: '•••••••••••',
      bank_name: 'HDFC Bank',
    },
    language: 'English',
    age: 36,
    is_terms_condition: true,
    email_verified: true,
    email_request_id: null,
    referrer_id: null,
    referral_credited: false,
    referral_token: 'PRIYA17',
    is_verification_dismiss: false,
    token: null,
    role: 2,
    work_email: null,
    whatsapp_no: null,
    join_date: null,
    status: 'Active',
    fcm_token: null,
    wallet_balance: '1500.50',
    wallet_address: null,
    created_by: null,
    updated_by: null,
    is_employee: false,
    subscriber_id: null,
    org_id: null,
    meeting_link: null,
    created_at: '2026-03-05T10:00:00.000Z',
    updated_at: '2026-03-05T10:00:00.000Z',
    deleted_at: null,
    kyc: {
      status: 'pending',
      email_verification_status: 'verified',
      aadhar_verification_status: 'verified',
      pan_verification_status: 'pending',
      video_verification_status: 'pending',
      updated_at: '2026-03-05T10:00:00.000Z',
    },
    comments: [],
    propertyBookmark: [],
    propertyWaitingList: [],
    role_data: { id: 2, name: 'Customer' },
    kyc_assignee: null,
    kyc_waiting_since: null,
    kyc_awaiting_second_approval: false,
    ...overrides,
  };
}

export function makeEmployee(overrides: Partial<Employee> = {}): Employee {
  const { role_awaiting_second_approval = null, ...fields } = overrides;
  const employee = makeCustomer({
    id: 31,
    name: 'Ravi Kumar',
    phone: '9810000001',
    email: 'ravi@example.com',
    role: 3,
    role_data: { id: 3, name: 'Manager' },
    is_employee: true,
    join_date: '2026-01-15',
    work_email: 'ravi@work.example.com',
    whatsapp_no: '9810000001',
    meeting_link: 'https://meet.example.com/ravi',
    kyc: null,
    ...fields,
  });
  return { ...employee, role_awaiting_second_approval };
}

export function makeRole(overrides: Partial<Role> & { permissions?: Permission[] } = {}): Role {
  const id = overrides.id ?? 3;
  // Admin (1) and Customer (2) are the system roles, as the API marks them.
  return {
    id,
    name: 'Manager',
    description: null,
    is_staff: true,
    is_system: id === 1 || id === 2,
    awaiting_second_approval: null,
    version: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  } as Role;
}

export const ROLES: Role[] = [
  makeRole({ id: 1, name: 'Admin' }),
  makeRole({ id: 2, name: 'Customer', is_staff: false }),
  makeRole({ id: 3, name: 'Manager' }),
  makeRole({ id: 4, name: 'Operations' }),
];

export function makePortfolio(overrides: Partial<Portfolio> = {}): Portfolio {
  return {
    user: makeCustomer(),
    orders: [
      {
        id: 501,
        status: 'Full_Payment_Done',
        property_id: 9,
        no_sqyds: '10.00',
        total_amount: '100000.00',
        created_at: '2026-02-01T00:00:00.000Z',
        updated_at: '2026-02-03T00:00:00.000Z',
        user_name: 'Priya Sharma',
        user_id: 17,
        property_name: 'Skyline Film',
      },
      {
        id: 502,
        status: 'Booked',
        property_id: 12,
        no_sqyds: '5.00',
        total_amount: '25000.00',
        created_at: '2026-02-10T00:00:00.000Z',
        updated_at: '2026-02-10T00:00:00.000Z',
        user_name: 'Priya Sharma',
        user_id: 17,
        property_name: 'Raga Album',
      },
    ],
    total_sqyds: '10.00',
    current_value: '120000.00',
    total_invested_amount: '100000.00',
    total_returns: '20000.00',
    committed_sqyds: '15.00',
    committed_amount: '125000.00',
    my_investments: 2,
    projects: [
      {
        property_id: 12,
        property_name: 'Raga Album',
        committed_sqyds: '5.00',
        committed_amount: '25000.00',
        total_sqyds: '0.00',
        total_invested_amount: '0.00',
        current_value: '0.00',
      },
      {
        property_id: 9,
        property_name: 'Skyline Film',
        committed_sqyds: '10.00',
        committed_amount: '100000.00',
        total_sqyds: '10.00',
        total_invested_amount: '100000.00',
        current_value: '120000.00',
      },
    ],
    ...overrides,
  };
}

export function makeStaffUser(overrides: Partial<StaffUser> = {}): StaffUser {
  return {
    id: 1,
    name: 'Asha Admin',
    phone: '9999999999',
    country_code: '+91',
    email: 'asha@example.com',
    role: 1,
    permissions: [],
    ...overrides,
  } as StaffUser;
}
