import { describe, expect, it } from 'vitest';
import { cleanSourceTitle, sourceDisplayName, type DataSource } from './sources';

const src = (extra: Partial<DataSource>): DataSource => ({
  id: 'x',
  title: '',
  publisher: null,
  url: null,
  repository: null,
  licence: null,
  thirdParty: false,
  ...extra,
});

describe('source names a parent understands', () => {
  it('puts the publisher first, then the title', () => {
    expect(sourceDisplayName(src({ title: '2025年普通类本科批投档情况', publisher: '广东省教育考试院' }))).toBe(
      '广东省教育考试院 · 2025年普通类本科批投档情况',
    );
  });

  it('cleans PDF leftovers and a repeated publisher from scraped titles', () => {
    expect(cleanSourceTitle('2021年河南省普通高招本科一批院校平行投档分数线(文科).pdf（OCR导入）', '河南省招生办公室')).toBe(
      '2021年河南省普通高招本科一批院校平行投档分数线(文科)',
    );
    expect(cleanSourceTitle('商丘师范学院招生信息网：2020年录取分数官方 PDF 表', '商丘师范学院招生信息网')).toBe('2020年录取分数官方表格');
  });

  it('names a page whose title is only an address by its host, and a repository path by the repository', () => {
    expect(sourceDisplayName(src({ title: 'zs.szu.edu.cn/info/1153/2973.htm' }))).toBe('网页 · zs.szu.edu.cn');
    expect(sourceDisplayName(src({ title: 'github.com/amliuyong/gaokao-score', repository: 'amliuyong/gaokao-score' }))).toBe(
      'amliuyong/gaokao-score（GitHub）',
    );
  });
});
