import { describe, expect, it } from 'vitest';
import { decisionByWords, secondStepGate } from './second-approval';

const awaiting = {
  decision: 'rejected',
  reason: 'Blurred',
  by: { id: 70, name: 'Kalyani Desai' },
  at: '2026-11-22T10:00:00Z',
};

describe('four eyes on the record', () => {
  it('names both people once a decision that took two is done, one when one sufficed', () => {
    expect(
      decisionByWords('Rejected', {
        by: { id: 70, name: 'Kalyani Desai' },
        confirmed_by: { id: 8, name: 'Priya Raman' },
      }),
    ).toBe('Rejected by Kalyani Desai · confirmed by Priya Raman');
    expect(decisionByWords('Approved', { by: { id: 40, name: 'Meera' }, confirmed_by: null })).toBe(
      'Approved by Meera',
    );
  });

  it('the second step is closed to the first decider and to a role that may not decide, with the reason', () => {
    expect(secondStepGate(awaiting, 70, true, 'no permission')).toEqual({
      allowed: false,
      why: 'You made the first decision: a different staff member must confirm it or send it back.',
    });
    expect(secondStepGate(awaiting, 8, false, 'no permission')).toEqual({ allowed: false, why: 'no permission' });
    expect(secondStepGate(awaiting, 8, true, 'no permission')).toEqual({ allowed: true, why: '' });
  });
});
