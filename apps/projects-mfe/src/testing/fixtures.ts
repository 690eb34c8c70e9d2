// Records as the API answers them, for the page tests.
import type { Company, FeeEntry, Project } from '@admin/api-client';

export function aCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 5,
    version: 1,
    uuid: 'c0000000-0000-4000-8000-000000000005',
    name: 'Lotus Films LLP',
    type: 'LLP',
    registration_number: 'AA123456',
    pan_number: 'ABCDE1234F',
    gst_number: null,
    email: 'hello@lotus.example.com',
    phone: '9876543210',
    address: null,
    city: 'Pune',
    state: null,
    country: 'India',
    certificate_type: 'LLP Certificate',
    ownership_type: 'LLP Ownership',
    logo: null,
    status: 'Active',
    project_count: 3,
    team_members: [
      { id: 1, name: 'Asha Rao', role: 'Manager', email: 'asha@lotus.example.com' },
      { id: 2, name: 'Dev Mehta', role: 'Advisor', email: null },
    ],
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 11,
    version: 1,
    uuid: 'p0000000-0000-4000-8000-000000000011',
    name: 'Monsoon Reel',
    description: null,
    property_type_id: 1,
    property_type_name: 'Film',
    company_id: 5,
    company_name: 'Lotus Films LLP',
    stage_of_production: 'Pre-production',
    individual_group: 'Individual',
    step_completed: '1.1',
    symbol: 'MONS',
    royaltyPercentage: '0.00',
    total_token: 4000,
    token_amount: '1250.00',
    email: null,
    pan_number: null,
    mobile_no: null,
    investment_type: null,
    status: 'Application Pending',
    is_booking_amount_required: false,
    join_waitlist: true,
    dao: false,
    fee_status: 'Active',
    media_type: 'image',
    featured_image: null,
    gallery: [],
    investment_terms: [],
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    deleted_at: null,
    ...overrides,
  };
}

export function aFee(overrides: Partial<FeeEntry> = {}): FeeEntry {
  return {
    id: 3,
    name: 'Platform fee',
    property_types: 'all',
    types: 'platform',
    FILM: '2.50',
    MUSIC: '1.00',
    BOOKS: '1.00',
    SPORTS: '1.00',
    WEBSERIES: '1.50',
    status: 'Active',
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
