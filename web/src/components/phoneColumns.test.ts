import { describe, expect, it } from 'vitest';
import { phoneColumnsFirst } from './phoneColumns';

describe('phoneColumnsFirst', () => {
  it('puts the named columns first at their widths, the rest after in their order, and leaves the input alone', () => {
    const columns = [
      { title: '代码', key: 'code', width: 72 },
      { title: '名称', key: 'name', width: 240 },
      { title: '批次', dataIndex: 'batch', width: 110 },
      { title: '计划人数', dataIndex: 'planNumber', width: 80 },
      { title: '学费', dataIndex: 'fee', width: 100 },
    ];
    const phone = phoneColumnsFirst(columns, { name: 150, planNumber: 64, fee: 80 });
    expect(phone.map((c) => c.title)).toEqual(['名称', '计划人数', '学费', '代码', '批次']);
    expect(phone.map((c) => c.width)).toEqual([150, 64, 80, 72, 110]);
    expect(columns[1]!.width).toBe(240);
  });
});
