import { describe, expect, it } from 'vitest';
import { BIG_FIVE_DOMAINS, RIASEC_TYPES, readBigFiveItems, readRiasecItems } from '../src';
import { duplicates } from './helpers';

describe('assessment instruments', () => {
  it('RIASEC: 48 items, 8 per type, in type order R1 … C8', async () => {
    const items = await readRiasecItems();
    expect(items).toHaveLength(48);
    for (const type of RIASEC_TYPES) expect(items.filter((i) => i.scale === type), type).toHaveLength(8);
    expect(duplicates(items.map((i) => i.itemId))).toEqual(new Map());
    expect(items[0]).toMatchObject({ itemId: 'R1', order: 1, textEn: 'Test the quality of parts before shipment' });
    expect(items.every((i) => i.key === '+')).toBe(true);
  });

  it('IPIP-50: 50 items cycling E, A, C, N, O with the published key counts', async () => {
    const items = await readBigFiveItems();
    expect(items).toHaveLength(50);
    expect(items.map((i) => i.order)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const keyed = (d: string, k: string) => items.filter((i) => i.scale === d && i.key === k).length;
    // E 5+/5−, A 6+/4−, C 6+/4−, N (as Emotional Stability) 2+/8−, O 7+/3− (ipip.ori.org's key)
    expect(BIG_FIVE_DOMAINS.map((d) => [keyed(d, '+'), keyed(d, '-')])).toEqual([[5, 5], [6, 4], [6, 4], [2, 8], [7, 3]]);
    // reverse-keyed items of the official order (R-IPIP50)
    const reversed = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 29, 30, 32, 34, 36, 38, 39, 44, 46, 49];
    expect(items.filter((i) => i.key === '-').map((i) => i.order)).toEqual(reversed);
    expect(items[0]).toMatchObject({ itemId: 'E1', scale: 'E', textEn: 'I am the life of the party.', key: '+' });
  });
});
