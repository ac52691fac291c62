import { Button } from 'antd';
import { MAJOR_SCHOOL_PAGER_NUMBERS } from '@zhiyuan/domain';

/** The page numbers shown: at most `count` consecutive pages, the current one as central as the ends allow. */
export function pagerWindow(current: number, pages: number, count = MAJOR_SCHOOL_PAGER_NUMBERS): number[] {
  if (pages <= 0) return [];
  const size = Math.min(count, pages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The 开设院校 pager (spec §9): 上一页, 5 page numbers, 下一页 and where we are. */
export function FivePager({ current, total, pageSize, onChange }: { current: number; total: number; pageSize: number; onChange: (page: number) => void }) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="zy-five-pager" aria-label="分页">
      <Button size="small" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        上一页
      </Button>
      {pagerWindow(current, pages).map((p) => (
        <Button
          key={p}
          size="small"
          type={p === current ? 'primary' : 'default'}
          aria-current={p === current ? 'page' : undefined}
          aria-label={`第${p}页`}
          onClick={() => onChange(p)}
        >
          {p}
        </Button>
      ))}
      <Button size="small" disabled={current >= pages} onClick={() => onChange(current + 1)}>
        下一页
      </Button>
      <span className="zy-five-pager-where">
        第{current}/{pages}页
      </span>
    </nav>
  );
}
