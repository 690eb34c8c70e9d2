import type { CancelRequest, Order, WalletTransaction } from '@admin/api-client';

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    uuid: '00000000-0000-4000-8000-000000000041',
    user_id: 7,
    user_name: 'Riya Sharma',
    user_phone: '7000000007',
    user_country_code: '+91',
    property_id: 3,
    property_name: 'Monsoon Diaries',
    status: 'Booked',
    no_sqyds: '4.00',
    token_amount: '250.00',
    total_amount: '1000.00',
    booking_amount: '100.00',
    investment_deadline_time: '2026-11-29T08:00:00.000Z',
    document_sign_time: null,
    payment_time: null,
    cover_image_pdf: null,
    created_at: '2026-11-22T08:00:00.000Z',
    updated_at: '2026-11-22T08:00:00.000Z',
    version: 3,
    assignee: null,
    ...overrides,
  };
}

export function aCancelRequest(overrides: Partial<CancelRequest> = {}): CancelRequest {
  return {
    id: 9,
    order_id: 41,
    user_id: 7,
    user_name: 'Riya Sharma',
    property_id: 3,
    property_name: 'Monsoon Diaries',
    order_status: 'Cancel_Request_Raised',
    previous_order_status: 'Document_Signature_Pending',
    total_amount: '1000.00',
    reason: 'Changed my mind',
    status: 'Pending',
    decision_reason: null,
    decided_by: null,
    decided_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    version: 2,
    assignee: null,
    awaiting_second_approval: null,
    decision_by: null,
    ...overrides,
  };
}

export function aTransaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: 501,
    uuid: '00000000-0000-4000-8000-000000000501',
    user_id: 7,
    user_name: 'Riya Sharma',
    order_id: 41,
    type: 'refund',
    status: 'pending',
    amount: '1000.00',
    reference: 'RFD41',
    created_at: '2026-11-22T09:30:00.000Z',
    ...overrides,
  };
}
