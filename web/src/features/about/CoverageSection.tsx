import { Segmented, Table, type TableColumnsType } from 'antd';
import { PROVINCE_NAMES, type DatasetCoverage } from '@zhiyuan/domain';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { LoadState } from '../../components/LoadState';
import { useUrlFilters } from '../../lib/filterState';
import { useIsPhone } from '../../lib/useMediaQuery';
import { useDataCoverage } from './api';
import { ALL_YEARS, countText, datasetMatrix, provinceMatrix, type Matrix, type MatrixRow } from './coverage';
import { DATASET_ORDER, DATASET_STORIES } from './datasets';

const FILTER_KEYS = ['view', 'dataset', 'province'] as const;
/** The dataset a parent most often looks for first. */
const DEFAULT_DATASET = 'rank_tables';
/** One row per province is no matrix: these are listed above, not picked here. */
const NOT_A_MATRIX = new Set(['sources', 'provinces']);
/** What an empty cell shows: no rows, not zero rows counted. */
const EMPTY = '·';

function cellText(n: number | undefined): string {
  return n === undefined || n === 0 ? EMPTY : countText(n);
}

function matrixColumns(matrix: Matrix, firstTitle: string, labelWidth: number, phone: boolean): TableColumnsType<MatrixRow> {
  return [
    {
      title: firstTitle,
      dataIndex: 'label',
      key: 'label',
      fixed: 'left',
      width: labelWidth,
      className: 'zy-about-matrix-label',
    },
    {
      title: '合计',
      key: 'total',
      align: 'right',
      width: phone ? 68 : 84,
      className: 'zy-about-matrix-total',
      render: (_: unknown, row) => cellText(row.total),
    },
    ...matrix.columns.map((column) => ({
      title: column === ALL_YEARS ? '不分年份' : column,
      key: column,
      align: 'right' as const,
      width: phone ? 60 : 66,
      onCell: (row: MatrixRow) => ({ className: row.counts[column] ? 'zy-about-cell has-rows' : 'zy-about-cell' }),
      render: (_: unknown, row: MatrixRow) => cellText(row.counts[column]),
    })),
  ];
}

interface MatrixTableProps {
  matrix: Matrix;
  firstTitle: string;
  caption: string;
  /** Width of the first column: province names are short, dataset titles long */
  labelWidth: { phone: number; desktop: number };
}

function MatrixTable({ matrix, firstTitle, caption, labelWidth }: MatrixTableProps) {
  const phone = useIsPhone();
  if (matrix.rows.every((r) => r.total === 0)) return <p className="zy-about-empty">暂无数据</p>;
  // a phone shows the newest two or three years; say that the rest is a swipe away
  const swipe = phone && matrix.columns.length > 2;
  return (
    <Table<MatrixRow>
      className="zy-about-matrix"
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      columns={matrixColumns(matrix, firstTitle, phone ? labelWidth.phone : labelWidth.desktop, phone)}
      dataSource={matrix.rows}
      rowClassName={(row) => (row.total === 0 ? 'is-empty' : '')}
      scroll={{ x: 'max-content' }}
      title={() => (
        <>
          {caption}
          {swipe && <span className="zy-about-swipe">左右滑动可看更早年份</span>}
        </>
      )}
    />
  );
}

function byOrder(a: DatasetCoverage, b: DatasetCoverage): number {
  const rank = (name: string) => {
    const i = (DATASET_ORDER as readonly string[]).indexOf(name);
    return i === -1 ? DATASET_ORDER.length : i;
  };
  return rank(a.dataset) - rank(b.dataset);
}

/** 数据覆盖: dataset × province × year row counts, one dataset or one province at a time so that a phone can read it. */
export function CoverageSection() {
  const coverage = useDataCoverage();
  const filters = useUrlFilters(FILTER_KEYS);
  const view = filters.values.view === 'province' ? 'province' : 'dataset';
  const all = [...(coverage.data?.datasets ?? [])].sort(byOrder);
  const pickable = all.filter((d) => !NOT_A_MATRIX.has(d.dataset) && (d.byProvince || d.byYear));
  const byProvinceAndYear = all.filter((d) => !NOT_A_MATRIX.has(d.dataset) && d.byProvince && d.byYear);
  const dataset =
    pickable.find((d) => d.dataset === filters.values.dataset) ??
    pickable.find((d) => d.dataset === DEFAULT_DATASET) ??
    pickable[0];
  const province =
    PROVINCE_NAMES.find((p) => p === filters.values.province) ?? PROVINCE_NAMES[0];

  return (
    <section id="coverage" className="zy-about-card" aria-labelledby="about-coverage">
      <h2 id="about-coverage">数据覆盖</h2>
      <p>
        每个格子是该省份、该年份收录的数据行数，“{EMPTY}”表示暂无数据。可以按数据集看各省各年，也可以选一个省份看它有哪些数据。
      </p>
      <LoadState query={coverage} what="数据覆盖" isEmpty={pickable.length === 0} simpleEmpty skeletonRows={5}>
        {dataset && (
          <div className="zy-about-matrix-wrap">
            <Segmented
              className="zy-about-view"
              value={view}
              options={[
                { label: '按数据集看', value: 'dataset' },
                { label: '按省份看', value: 'province' },
              ]}
              onChange={(value) => filters.set({ view: value === 'province' ? 'province' : undefined })}
            />
            {view === 'dataset' ? (
              <>
                <ChoiceGroup
                  label="数据集"
                  value={dataset.dataset}
                  options={pickable.map((d) => ({ label: d.title, value: d.dataset }))}
                  onChange={(value) => filters.set({ dataset: value === DEFAULT_DATASET ? undefined : value })}
                />
                <MatrixTable
                  matrix={datasetMatrix(dataset)}
                  firstTitle={dataset.byProvince ? '省份' : '范围'}
                  labelWidth={{ phone: 64, desktop: 88 }}
                  caption={`${dataset.title}：${countText(dataset.rows)} 行${
                    dataset.byProvince && DATASET_STORIES[dataset.dataset as keyof typeof DATASET_STORIES]?.provinceMeaning
                      ? `，${DATASET_STORIES[dataset.dataset as keyof typeof DATASET_STORIES]?.provinceMeaning}`
                      : ''
                  }`}
                />
              </>
            ) : (
              <>
                <ChoiceGroup
                  label="省份"
                  select
                  value={province}
                  options={[...PROVINCE_NAMES]}
                  onChange={(value) => filters.set({ province: value })}
                />
                <MatrixTable
                  matrix={provinceMatrix(byProvinceAndYear, province)}
                  firstTitle="数据集"
                  labelWidth={{ phone: 112, desktop: 136 }}
                  caption={`${province}考生可查的数据（按年份）`}
                />
              </>
            )}
          </div>
        )}
      </LoadState>
    </section>
  );
}
