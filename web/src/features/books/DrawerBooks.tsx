import { useMemo, useState } from 'react';
import { Button, Empty, Image, Input, Pagination, Select, Tree, type TreeDataNode } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { BOOK_COVER_PAGE_SIZE, BOOK_SUBJECTS, BOOK_YEARS, PROVINCE_NAMES, type Book, type BookPage } from '@zhiyuan/domain';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { LoadState } from '../../components/LoadState';
import { bookListQueryOptions, bookPagesQueryOptions, type BookFilter, type BookPageFilter } from './api';
import './books.css';

const ALL = '全部';

/** One book: filters, the school tree on the left and the chosen page image on the right. */
function BookReader({ book, onBack }: { book: Book; onBack: () => void }) {
  const [filter, setFilter] = useState<BookPageFilter>({});
  const [chosen, setChosen] = useState<BookPage | null>(null);
  const pages = useQuery(bookPagesQueryOptions(book.id, filter));
  const records = useMemo(() => pages.data?.voPages.records ?? [], [pages.data]);
  const tree = useMemo<TreeDataNode[]>(() => {
    const letters = new Map<string, Map<string, BookPage[]>>();
    for (const p of records) {
      const schools = letters.get(p.schoolFirstName) ?? new Map<string, BookPage[]>();
      schools.set(p.school, [...(schools.get(p.school) ?? []), p]);
      letters.set(p.schoolFirstName, schools);
    }
    return [...letters.entries()].map(([letter, schools]) => ({
      key: `l:${letter}`,
      title: letter,
      selectable: false,
      children: [...schools.entries()].map(([school, list]) => ({
        key: `s:${school}`,
        title: school,
        selectable: false,
        children: list.map((p) => ({ key: p.id, title: `${p.batch}${p.major ? ` · ${p.major}` : ''} · 第${p.pageNo}页`, isLeaf: true })),
      })),
    }));
  }, [records]);
  const set = (patch: BookPageFilter) => {
    setFilter((f) => ({ ...f, ...patch }));
    setChosen(null);
  };
  return (
    <div className="zy-book-reader">
      <div className="zy-book-reader-head">
        <Button onClick={onBack}>← 返回书籍列表</Button>
        <strong>{book.title}</strong>
      </div>
      <div className="zy-book-filters">
        <Input.Search allowClear placeholder="院校名称" aria-label="院校" onSearch={(v) => set({ school: v.trim() || undefined })} />
        <Input.Search allowClear placeholder="专业名称" aria-label="专业" onSearch={(v) => set({ major: v.trim() || undefined })} />
        <Select
          aria-label="科类"
          value={filter.subject ?? ALL}
          options={[ALL, ...(pages.data?.subjects ?? [])].map((s) => ({ label: s, value: s }))}
          onChange={(v: string) => set({ subject: v === ALL ? undefined : v })}
        />
        <Select
          aria-label="批次"
          value={filter.batch ?? ALL}
          options={[ALL, ...(pages.data?.batches ?? [])].map((s) => ({ label: s, value: s }))}
          onChange={(v: string) => set({ batch: v === ALL ? undefined : v })}
        />
      </div>
      <div className="zy-book-body">
        <nav className="zy-book-tree" aria-label="目录">
          <LoadState query={pages} what="书籍目录" isEmpty={records.length === 0} simpleEmpty emptyReason="这本书还没有上传页面图片，或没有符合筛选的页面。">
            <Tree
              treeData={tree}
              defaultExpandAll
              onSelect={(keys) => setChosen(records.find((p) => p.id === keys[0]) ?? null)}
              selectedKeys={chosen ? [chosen.id] : []}
            />
          </LoadState>
        </nav>
        <section className="zy-book-preview" aria-label="图片预览">
          {records.length === 0 ? (
            <Empty description="暂无数据" />
          ) : chosen ? (
            <Image key={chosen.id} src={chosen.pageUrl} alt={`${chosen.school} 第${chosen.pageNo}页`} placeholder={<div className="zy-book-loading">图片加载中...</div>} />
          ) : (
            <p className="zy-book-hint">可点击左侧目录查看图片</p>
          )}
        </section>
      </div>
    </div>
  );
}

/** The drawer's book view (spec §2 Books, only origin 'b'): province, 科类 and year filters over a cover grid, 12 per page. */
export default function DrawerBooks() {
  const [filter, setFilter] = useState<BookFilter>({});
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Book | null>(null);
  const list = useQuery(bookListQueryOptions(filter, page));
  if (open) return <BookReader book={open} onBack={() => setOpen(null)} />;
  const set = (patch: BookFilter) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const books = list.data?.records ?? [];
  return (
    <div className="zy-books">
      <h2 className="zy-books-title">原始书籍</h2>
      <div className="zy-book-filters">
        <div className="zy-choice-row" role="group" aria-label="省份">
          <span className="zy-choice-label">省份</span>
          <Select
            className="zy-choice-select"
            aria-label="省份"
            showSearch
            optionFilterProp="label"
            value={filter.province ?? ALL}
            options={[ALL, ...PROVINCE_NAMES].map((p) => ({ label: p, value: p }))}
            onChange={(p: string) => set({ province: p === ALL ? undefined : p })}
          />
        </div>
        <ChoiceGroup label="科类" value={filter.subject ?? ALL} options={[ALL, ...BOOK_SUBJECTS]} onChange={(s) => set({ subject: s === ALL ? undefined : s })} />
        <ChoiceGroup<string | number> label="年份" value={filter.year ?? ALL} options={[ALL, ...BOOK_YEARS]} onChange={(y) => set({ year: y === ALL ? undefined : Number(y) })} />
      </div>
      <LoadState query={list} what="书籍" isEmpty={books.length === 0} emptyReason="暂无已上传的书籍。">
        <ul className="zy-book-grid">
          {books.map((b) => (
            <li key={b.id}>
              <button type="button" className="zy-book-card" onClick={() => setOpen(b)}>
                {b.coverUrl ? <img src={b.coverUrl} alt={b.title} loading="lazy" /> : <span className="zy-book-nocover">{b.name}</span>}
                <span className="zy-book-card-title">{b.title}</span>
                <span className="zy-book-card-meta">
                  {b.province} · {b.subject} · {b.year}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {(list.data?.total ?? 0) > BOOK_COVER_PAGE_SIZE && (
          <Pagination current={page} pageSize={BOOK_COVER_PAGE_SIZE} total={list.data?.total ?? 0} showSizeChanger={false} size="small" onChange={setPage} />
        )}
      </LoadState>
    </div>
  );
}
