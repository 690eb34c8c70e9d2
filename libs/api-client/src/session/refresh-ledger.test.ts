import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { indexedDbLedger, type IdbFactoryLike } from './refresh-ledger';

const tokens = (n: number) => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}` });

describe('indexedDbLedger', () => {
  it('tells another tab what replaced a spent refresh token, and nothing for an unspent one', async () => {
    const browser = new IDBFactory() as unknown as IdbFactoryLike;
    const tabA = indexedDbLedger(browser);
    const tabB = indexedDbLedger(browser); // its own connection, as another tab has

    expect(await tabB.replacementFor('refresh-1')).toBeNull();
    await tabA.record('refresh-1', tokens(2));
    expect(await tabB.replacementFor('refresh-1')).toEqual(tokens(2));
    expect(await tabB.replacementFor('refresh-2')).toBeNull();
  });

  it('answers an older spent token with the newest replacement, for the last 8 generations', async () => {
    const ledger = indexedDbLedger(new IDBFactory() as unknown as IdbFactoryLike);
    for (let n = 1; n <= 10; n += 1) await ledger.record(`refresh-${n}`, tokens(n + 1));
    expect(await ledger.replacementFor('refresh-3')).toEqual(tokens(11));
    expect(await ledger.replacementFor('refresh-2')).toBeNull(); // forgotten: older than 8 generations
  });
});
