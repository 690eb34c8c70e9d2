import { describe, expect, it } from 'vitest';
import { recordHref } from './record-links';

describe('recordHref', () => {
  it("opens a record's page, and a message sent about it where the record lists its messages", () => {
    expect(recordHref({ record_type: 'order', record_id: '41', action: 'update' })).toBe('/order-details/41');
    expect(recordHref({ record_type: 'order', record_id: '41', action: 'message' })).toBe('/order-details/41#messages');
    expect(recordHref({ record_type: 'customer', record_id: '17', action: 'message' })).toBe(
      '/customers-profile/17?tab=messages#messages',
    );
    expect(recordHref({ record_type: 'session', record_id: '3' })).toBeUndefined();
  });
});
