import { DEFAULT_TABLE_PAGE_SIZE, TABLE_PAGE_SIZES } from '@zhiyuan/domain';

/**
 * A data table's pager (spec §9: default table size 10, options 10, 20, 50, 100); none for a table that
 * fits on one page.
 */
export function tablePaging(rows: number) {
  if (rows <= DEFAULT_TABLE_PAGE_SIZE) return false as const;
  return { defaultPageSize: DEFAULT_TABLE_PAGE_SIZE, pageSizeOptions: TABLE_PAGE_SIZES.map(String), showSizeChanger: true, size: 'small' as const };
}
