import { describe, it, expect } from 'vitest';
import { batchToLevel, isOldToNewProvince, mapBatch } from './batches';

describe('mapBatch', () => {
  it('merges 本一 and 本二 into 本科 in 河南, 陕西, 宁夏 and 青海', () => {
    for (const province of ['河南', '陕西', '宁夏', '青海']) {
      expect(mapBatch(province, '本一')).toBe('本科');
      expect(mapBatch(province, '本二')).toBe('本科');
      expect(mapBatch(province, '专科')).toBe('专科');
    }
  });

  it('splits 本一 and 本二 into 本科A and 本科B in 四川 and 云南', () => {
    expect(mapBatch('四川', '本一')).toBe('本科A');
    expect(mapBatch('四川', '本二')).toBe('本科B');
    expect(mapBatch('云南', '本一')).toBe('本科A');
    expect(mapBatch('云南', '本二')).toBe('本科B');
    expect(mapBatch('四川', '专科')).toBe('专科');
  });

  it('maps every 山西-style sub-batch to 本科 in 山西 and 内蒙古', () => {
    for (const batch of ['本一A', '本一A1', '本一B', '本二A', '本二B', '本二C']) {
      expect(mapBatch('山西', batch)).toBe('本科');
      expect(mapBatch('内蒙古', batch)).toBe('本科');
    }
    expect(mapBatch('山西', '本一')).toBe('本一');
  });

  it('leaves batches unchanged where there is no mapping', () => {
    expect(mapBatch('北京', '本一')).toBe('本一');
    expect(mapBatch('河南', '提前批')).toBe('提前批');
    expect(mapBatch('火星', '本一')).toBe('本一');
    expect(mapBatch('河南', 'constructor')).toBe('constructor');
  });

  it('accepts full province names', () => {
    expect(mapBatch('河南省', '本二')).toBe('本科');
    expect(mapBatch('内蒙古自治区', '本二C')).toBe('本科');
  });
});

describe('isOldToNewProvince', () => {
  it('is true for 江苏, 广东 and 山西 only', () => {
    expect(isOldToNewProvince('江苏')).toBe(true);
    expect(isOldToNewProvince('广东省')).toBe(true);
    expect(isOldToNewProvince('山西')).toBe(true);
    expect(isOldToNewProvince('陕西')).toBe(false);
  });
});

describe('batchToLevel', () => {
  it('follows the spec batch map', () => {
    expect(batchToLevel('本科')).toBe(1);
    expect(batchToLevel('专科')).toBe(2);
    expect(batchToLevel('高职本科')).toBe(3);
    expect(batchToLevel('1段')).toBe(1);
    expect(batchToLevel('2段')).toBe(2);
  });

  it('is null for batches the map does not name', () => {
    expect(batchToLevel('提前批')).toBeNull();
    expect(batchToLevel('3段')).toBeNull();
    expect(batchToLevel('')).toBeNull();
  });
});
