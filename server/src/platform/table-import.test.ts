/**
 * The one upload reader: CSV (BOM, quotes, quoted line breaks) and XLSX lines
 * with their line numbers; header by Chinese name or key in any order; every
 * bad line reported; an unreadable file a Chinese 400.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvLines, readUpload, validateTable, type TableSpec } from './table-import';
import { AppError } from './errors';

interface Row {
  name: string;
  n: number;
}
const spec: TableSpec<Row> = {
  title: '测试表',
  columns: [
    { key: 'name', names: ['名称'] },
    { key: 'n', names: ['数量（个）'] },
    { key: 'note', names: ['备注'], required: false },
  ],
  row(cells) {
    const name = cells.text('name', 5);
    const n = cells.int('n', 0, 10);
    return name !== null && n !== null ? { name, n } : null;
  },
  key: (r) => r.name,
  keyLabel: '名称',
};

describe('table import reader', () => {
  it('reads CSV with a BOM, CRLF, quotes and a quoted line break, keeping line numbers', () => {
    const { lines, errors } = csvLines('\uFEFF名称,数量\r\n\r\n"a,b",1\r\n"x""y\nz",2\n');
    expect(errors).toEqual([]);
    expect(lines).toEqual([
      { line: 1, cells: ['名称', '数量'] },
      { line: 3, cells: ['a,b', '1'] },
      { line: 4, cells: ['x"y\nz', '2'] },
    ]);
  });

  it('reports an unclosed quote at the line it starts', () => {
    expect(csvLines('名称,数量\n"a,1\nb,2').errors).toEqual([{ line: 2, message: '引号未闭合（从这一行起到文件末尾）' }]);
  });

  it('matches headers by Chinese name (units in brackets ignored) or key, in any order; lists every bad line', () => {
    const read = csvLines(['数量,name', '1,甲', 'x,乙', '11,', '2,甲', '3,丙,多余'].join('\n'));
    const { rows, errors } = validateTable(read, spec);
    expect(rows).toEqual([{ name: '甲', n: 1, line: 2 }]);
    expect(errors).toEqual([
      { line: 3, message: '数量（个）应为0到10之间的整数，实为“x”' },
      { line: 4, message: '名称不能为空；数量（个）应为0到10之间的整数，实为“11”' },
      { line: 5, message: '与第2行重复（名称相同）' },
      { line: 6, message: '比表头多出1个值（含逗号的内容请加英文双引号）' },
    ]);
  });

  it('names missing, unknown and repeated header columns', () => {
    const { errors } = validateTable(csvLines('名称,名称,价格\n甲,1'), spec);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toBe('表头有误：列“名称”重复；无法识别的列“价格”；缺少列：数量（个）。测试表的表头应为：名称、数量（个）、备注');
    expect(validateTable(csvLines(''), spec).errors[0]!.message).toContain('文件是空的');
    expect(validateTable(csvLines('名称,数量\n'), spec).errors).toEqual([{ line: 2, message: '没有数据行' }]);
  });

  it('reads the first worksheet of an XLSX file with its row numbers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('数据');
    sheet.addRow(['名称', '数量']);
    sheet.addRow([]);
    sheet.addRow(['甲', 3]);
    sheet.addRow(['乙', { formula: '1+1', result: 2 }]);
    const read = await readUpload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(read.lines).toEqual([
      { line: 1, cells: ['名称', '数量'] },
      { line: 3, cells: ['甲', '3'] },
      { line: 4, cells: ['乙', '2'] },
    ]);
    expect(validateTable(read, spec).rows.map((r) => r.n)).toEqual([3, 2]);
  });

  it('refuses an empty body, a non-UTF-8 CSV and a broken XLSX in Chinese', async () => {
    await expect(readUpload(Buffer.alloc(0))).rejects.toThrow('请上传 CSV 或 XLSX 文件');
    const gbk = Buffer.from([0xc3, 0xfb, 0xb3, 0xc6, 0x2c, 0x31]); // 名称,1 in GBK
    await expect(readUpload(gbk)).rejects.toThrow('不是 UTF-8 编码');
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]);
    const err = await readUpload(broken).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toContain('无法读取该 Excel 文件');
  });
});
