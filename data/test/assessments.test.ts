import { describe, expect, it } from 'vitest';
import { BIG_FIVE_DOMAINS, RIASEC_TYPES, readBigFiveItems, readItemTranslations, readMajorCatalog, readOccupations, readRiasecGuidance, readRiasecItems } from '../src';
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

describe('our Chinese wording and the RIASEC guidance', () => {
  it('every item has Chinese wording, translated from the very English the item carries', async () => {
    const items = [...(await readRiasecItems()), ...(await readBigFiveItems())];
    expect(items).toHaveLength(98);
    expect(items.every((i) => /[\u4e00-\u9fa5]/.test(i.textZh))).toBe(true);
    expect(items.find((i) => i.itemId === 'N1' && i.instrument === 'ipip50-bigfive')!.textZh).toBe('我很容易感到紧张有压力。');
    const zh = await readItemTranslations();
    expect(zh.size).toBe(98);
  });

  it('points every type to real 专业类 of the catalogue and real 职业中类 of the classification, each with a rationale', async () => {
    const rows = await readRiasecGuidance();
    const classes = new Map((await readMajorCatalog()).map((m) => [m.classCode, m.className]));
    const types = new Map((await readOccupations()).filter((o) => o.level === 2).map((o) => [o.gbmCode, o.name]));
    for (const t of RIASEC_TYPES) {
      expect(rows.filter((r) => r.riasecType === t && r.kind === 'major_class').length, t).toBeGreaterThanOrEqual(5);
      expect(rows.filter((r) => r.riasecType === t && r.kind === 'profession_type').length, t).toBeGreaterThanOrEqual(2);
    }
    for (const r of rows) {
      expect(r.name, r.code).toBe(r.kind === 'major_class' ? classes.get(r.code) : types.get(r.code));
      expect(r.rationale.length).toBeGreaterThan(4);
    }
  });
});
