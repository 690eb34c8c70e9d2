import { describe, expect, it } from 'vitest';
import { sampleValueFor, samplesFor } from './sample-values';

describe('sampleValueFor', () => {
  it.each([
    ['name', 'Asha Rao'],
    ['first_name', 'Asha'],
    ['firstName', 'Asha'],
    ['user.email', 'asha.rao@example.com'],
    ['mobile_no', '+91 98765 43210'],
    ['otp', '482913'],
    ['order_id', 'ORD-1042'],
    ['project', 'Monsoon Reel'],
    ['symbol', 'MNSN'],
    ['units', '12'],
    ['amount', '25,000'],
    ['deadline', 'March 14, 2026'],
    ['payment_link', 'https://example.com/orders/1042'],
    ['company_name', 'Lotus Films LLP'],
  ])('gives {{%s}} the sample %s', (variable, sample) => {
    expect(sampleValueFor(variable)).toBe(sample);
  });

  it('gives a name no rule knows a readable stand-in, never the raw placeholder', () => {
    expect(sampleValueFor('ticket_ref')).not.toMatch(/[{}]/);
    expect(sampleValueFor('favourite_colour')).toBe('Favourite colour');
  });
});

describe('samplesFor', () => {
  it('prefills every variable, keeps values already there and drops variables no longer named', () => {
    expect(samplesFor(['name', 'amount'], {})).toEqual({ name: 'Asha Rao', amount: '25,000' });
    expect(samplesFor(['name', 'units'], { name: 'Vikram', amount: '10' })).toEqual({ name: 'Vikram', units: '12' });
    // A sample the user emptied stays empty (it then shows as missing in the preview).
    expect(samplesFor(['name'], { name: '' })).toEqual({ name: '' });
  });
});
