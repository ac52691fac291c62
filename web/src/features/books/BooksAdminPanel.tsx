import { useMemo, useState } from 'react';
import { Alert, App, AutoComplete, Button, Form, Grid, Image, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BOOK_COVER_PAGE_SIZE,
  BOOK_IMAGE_MAX_BYTES,
  BOOK_IMAGE_TYPES,
  BOOK_MESSAGES,
  BOOK_SUBJECTS,
  BOOK_YEARS,
  PROVINCE_NAMES,
  type Book,
  type BookPage,
} from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { del, post, put } from '../../lib/http';
import { uploadFile } from '../../lib/upload';
import { bookKeys, bookListQueryOptions, bookPagesQueryOptions } from './api';
import './books.css';

interface BookDraft {
  title: string;
  name: string;
  province: string;
  subject: string;
  year: number;
}

interface PageMeta {
  school: string;
  subject: string;
  batch: string;
  major?: string;
  pageNo: number;
}

/** Batches staff usually file pages under; any other name may be typed. */
const BATCH_SUGGESTIONS = ['本科提前批', '本科批', '本科一批', '本科二批', '专科提前批', '专科批', '高职专科批', '国家专项计划', '地方专项计划', '艺术类', '体育类'];

/** Why the server would refuse this file, said before it is sent; null when it may go. */
function imageProblem(file: File): string | null {
  if (!(file.type in BOOK_IMAGE_TYPES)) return `${file.name}：${BOOK_MESSAGES.badImage}`;
  if (file.size === 0) return `${file.name}：文件是空的`;
  if (file.size > BOOK_IMAGE_MAX_BYTES) return `${file.name}：${BOOK_MESSAGES.tooLarge}`;
  return null;
}

/** Sends one image; resolves with the server's data or throws its Chinese message. */
async function sendImage<T>(url: string, file: File): Promise<T> {
  const answer = await uploadFile<T>(url, file, () => {}, file.type);
  if (answer.status !== 200 || answer.code !== 200) throw new Error(answer.message || '上传失败');
  return answer.data;
}

const byName = (a: File, b: File) => a.name.localeCompare(b.name, 'zh-CN', { numeric: true });

function BookForm({ book, onDone }: { book: Book | null; onDone: (saved?: Book) => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<BookDraft>();
  const [saving, setSaving] = useState(false);
  const save = async (v: BookDraft) => {
    setSaving(true);
    try {
      const saved = book ? await put<Book>(`/api/admin/books/${book.id}`, v) : await post<Book>('/api/admin/books', v);
      void message.success(book ? BOOK_MESSAGES.updated : `${BOOK_MESSAGES.created}，请上传封面和页面`);
      void client.invalidateQueries({ queryKey: bookKeys.all });
      onDone(saved);
    } catch {
      // the HTTP client has shown the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={book ? '编辑书籍' : '新建书籍'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => form.submit()} onCancel={() => onDone()} destroyOnHidden>
      <Form<BookDraft>
        form={form}
        layout="vertical"
        aria-label={book ? '编辑书籍' : '新建书籍'}
        initialValues={book ? { title: book.title, name: book.name, province: book.province, subject: book.subject, year: book.year } : { year: BOOK_YEARS[0] }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item name="title" label="书名" rules={[{ required: true, whitespace: true, message: '请输入书名' }, { max: 60, message: '书名不能超过60个字' }]}>
          <Input placeholder="如：2025年湖北省普通高校招生专业目录" maxLength={60} />
        </Form.Item>
        <Form.Item name="name" label="书籍简称（无封面时显示在封面位置）" rules={[{ required: true, whitespace: true, message: '请输入书籍简称' }, { max: 60, message: '书籍简称不能超过60个字' }]}>
          <Input placeholder="如：湖北招生目录" maxLength={60} />
        </Form.Item>
        <div className="zy-book-admin-row">
          <Form.Item name="province" label="省份" rules={[{ required: true, message: '请选择省份' }]}>
            <Select aria-label="省份" showSearch optionFilterProp="label" placeholder="请选择" style={{ width: 140 }} options={PROVINCE_NAMES.map((p) => ({ label: p, value: p }))} />
          </Form.Item>
          <Form.Item name="subject" label="科类" rules={[{ required: true, message: '请选择科类' }]}>
            <Select aria-label="科类" placeholder="请选择" style={{ width: 120 }} options={BOOK_SUBJECTS.map((s) => ({ label: s, value: s }))} />
          </Form.Item>
          <Form.Item name="year" label="年份" rules={[{ required: true, message: '请选择年份' }]}>
            <Select aria-label="年份" style={{ width: 100 }} options={BOOK_YEARS.map((y) => ({ label: String(y), value: y }))} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}

function PageMetaFields({ subjects }: { subjects: string[] }) {
  return (
    <>
      <Form.Item name="school" label="院校" rules={[{ required: true, whitespace: true, message: '请输入院校名称' }, { max: 40, message: '院校名称不能超过40个字' }]}>
        <Input placeholder="如：武汉大学" maxLength={40} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="subject" label="科类" rules={[{ required: true, whitespace: true, message: '请输入科类' }, { max: 10, message: '科类不能超过10个字' }]}>
        <AutoComplete aria-label="页面科类" options={subjects.map((s) => ({ value: s }))} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="batch" label="批次" rules={[{ required: true, whitespace: true, message: '请输入批次' }, { max: 20, message: '批次不能超过20个字' }]}>
        <AutoComplete aria-label="批次" options={BATCH_SUGGESTIONS.map((s) => ({ value: s }))} style={{ width: 150 }} placeholder="如：本科批" />
      </Form.Item>
      <Form.Item name="major" label="专业（可不填）" rules={[{ max: 40, message: '专业名称不能超过40个字' }]}>
        <Input maxLength={40} style={{ width: 160 }} />
      </Form.Item>
    </>
  );
}

function PageEdit({ book, page, onDone }: { book: Book; page: BookPage; onDone: () => void }) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<PageMeta>();
  const save = async (v: PageMeta) => {
    try {
      await put<BookPage>(`/api/admin/books/${book.id}/pages/${page.id}`, { ...v, major: v.major?.trim() || undefined });
      void message.success(BOOK_MESSAGES.pageUpdated);
      void client.invalidateQueries({ queryKey: bookKeys.all });
      onDone();
    } catch {
      // shown by the HTTP client
    }
  };
  return (
    <Modal open title={`编辑第${page.pageNo}页`} okText="保存" cancelText="取消" onOk={() => form.submit()} onCancel={onDone} destroyOnHidden>
      <Form<PageMeta>
        form={form}
        layout="vertical"
        initialValues={{ school: page.school, subject: page.subject, batch: page.batch, major: page.major ?? undefined, pageNo: page.pageNo }}
        onFinish={(v) => void save(v)}
      >
        <PageMetaFields subjects={[...BOOK_SUBJECTS]} />
        <Form.Item name="pageNo" label="页码" rules={[{ required: true, message: '请输入页码' }]}>
          <InputNumber min={1} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One book's cover and pages: upload (several at once, numbered in file-name order), edit, delete. */
function BookPages({ book, onClose }: { book: Book; onClose: () => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const pages = useQuery(bookPagesQueryOptions(book.id, {}));
  const records = useMemo(() => pages.data?.voPages.records ?? [], [pages.data]);
  const nextPageNo = records.reduce((n, p) => Math.max(n, p.pageNo), 0) + 1;
  const [form] = Form.useForm<Omit<PageMeta, 'pageNo'> & { firstPageNo?: number }>();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<BookPage | null>(null);
  const [cover, setCover] = useState<string | null>(book.coverUrl);
  const refresh = () => void client.invalidateQueries({ queryKey: bookKeys.all });

  const uploadCover = async (file: File) => {
    const problem = imageProblem(file);
    if (problem) return void message.error(problem);
    try {
      const updated = await sendImage<Book>(`/api/admin/books/${book.id}/cover`, file);
      setCover(updated.coverUrl);
      void message.success('封面已上传');
      refresh();
    } catch (err) {
      void message.error(err instanceof Error ? err.message : '上传失败');
    }
  };

  const uploadPages = async (meta: Omit<PageMeta, 'pageNo'> & { firstPageNo?: number }) => {
    setFailure(null);
    if (!files.length) return setFailure('请先选择页面图片');
    const problems = files.map(imageProblem).filter((p): p is string => p !== null);
    if (problems.length) return setFailure(problems.join('；'));
    const first = meta.firstPageNo ?? nextPageNo;
    let done = 0;
    try {
      for (const [i, file] of files.entries()) {
        setProgress(`正在上传 ${i + 1} / ${files.length}`);
        const query = new URLSearchParams({ school: meta.school.trim(), subject: meta.subject.trim(), batch: meta.batch.trim(), pageNo: String(first + i) });
        if (meta.major?.trim()) query.set('major', meta.major.trim());
        await sendImage<BookPage>(`/api/admin/books/${book.id}/pages?${query.toString()}`, file);
        done += 1;
      }
      void message.success(`已上传 ${done} 页`);
      setFiles([]);
      form.setFieldValue('firstPageNo', undefined);
    } catch (err) {
      setFailure(`第 ${done + 1} 张（${files[done]?.name ?? ''}）上传失败：${err instanceof Error ? err.message : '上传失败'}。之前的 ${done} 张已保存，可从这张起重新上传。`);
      setFiles(files.slice(done));
      form.setFieldValue('firstPageNo', first + done);
    } finally {
      setProgress(null);
      refresh();
    }
  };

  const removePage = async (p: BookPage) => {
    try {
      await del(`/api/admin/books/${book.id}/pages/${p.id}`);
      void message.success(BOOK_MESSAGES.pageDeleted);
      refresh();
    } catch {
      // shown by the HTTP client
    }
  };

  return (
    <section className="zy-panel zy-book-admin-pages" aria-label="封面与页面">
      <div className="zy-book-admin-head">
        <h3 className="zy-staff-section-title">《{book.title}》的封面与页面</h3>
        <Button onClick={onClose}>收起</Button>
      </div>
      <div className="zy-book-admin-cover">
        {cover ? <Image src={cover} alt={`${book.title}封面`} width={96} /> : <span className="zy-book-nocover zy-book-admin-nocover">{book.name}</span>}
        <Upload accept={Object.keys(BOOK_IMAGE_TYPES).join(',')} showUploadList={false} beforeUpload={(f) => (void uploadCover(f), false)}>
          <Button icon={<UploadOutlined />}>{cover ? '更换封面' : '上传封面'}</Button>
        </Upload>
        <span className="zy-book-admin-hint">JPG、PNG 或 WebP，不超过{BOOK_IMAGE_MAX_BYTES / 1024 / 1024}MB</span>
      </div>

      <h4 className="zy-book-admin-subtitle">上传页面</h4>
      <p className="zy-book-admin-hint">同一院校、批次的页面可一次选多张，按文件名顺序编为连续页码。学生在书籍目录中按院校首字母、院校、页码查看。</p>
      <Form form={form} layout="vertical" aria-label="上传页面" initialValues={{ subject: book.subject }} onFinish={(v) => void uploadPages(v)}>
        <div className="zy-book-admin-row">
          <PageMetaFields subjects={[...BOOK_SUBJECTS]} />
          <Form.Item name="firstPageNo" label={`起始页码（默认 ${nextPageNo}）`}>
            <InputNumber min={1} precision={0} placeholder={String(nextPageNo)} />
          </Form.Item>
        </div>
        <Space wrap size={12}>
          <Upload
            accept={Object.keys(BOOK_IMAGE_TYPES).join(',')}
            multiple
            beforeUpload={(_f, list) => {
              setFiles([...list].sort(byName));
              setFailure(null);
              return false;
            }}
            onRemove={(f) => setFiles((all) => all.filter((x) => x.name !== f.name))}
            fileList={files.map((f) => ({ uid: f.name, name: f.name, status: 'done' as const }))}
          >
            <Button icon={<UploadOutlined />}>选择页面图片</Button>
          </Upload>
          <Button type="primary" htmlType="submit" loading={progress !== null}>
            {progress ?? '上传页面'}
          </Button>
        </Space>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}

      <h4 className="zy-book-admin-subtitle">已上传的页面（{records.length}）</h4>
      <LoadState query={pages} what="书籍页面" isEmpty={records.length === 0} simpleEmpty emptyReason="还没有页面：选好院校、批次和图片后点“上传页面”。">
        <div className="zy-staff-table">
          <Table<BookPage>
            rowKey="id"
            size="small"
            dataSource={records}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              { title: '图片', width: 64, render: (_, p) => <Image src={p.pageUrl} alt={`${p.school} 第${p.pageNo}页`} width={48} /> },
              {
                title: '院校',
                render: (_, p) => (
                  <>
                    {p.school}
                    {/* on a phone the batch and major sit under the school */}
                    <div className="zy-book-admin-hint zy-book-admin-xs">
                      {p.subject} · {p.batch}
                      {p.major ? ` · ${p.major}` : ''}
                    </div>
                  </>
                ),
              },
              { title: '页码', dataIndex: 'pageNo', width: 60 },
              { title: '科类', dataIndex: 'subject', width: 90, responsive: ['md'] },
              { title: '批次', dataIndex: 'batch', responsive: ['md'] },
              { title: '专业', render: (_, p) => p.major ?? '—', responsive: ['md'] },
              {
                title: '操作',
                width: 120,
                render: (_, p) => (
                  <Space size={4}>
                    <Button size="small" onClick={() => setEditing(p)}>编辑</Button>
                    <Popconfirm title={`删除${p.school}第${p.pageNo}页？`} okText="删除" cancelText="取消" onConfirm={() => removePage(p)}>
                      <Button size="small" danger>删除</Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </div>
      </LoadState>
      {editing && <PageEdit book={book} page={editing} onDone={() => setEditing(null)} />}
    </section>
  );
}

/**
 * 网站运营 → 原始书籍: staff list the books, create and edit them, upload a
 * cover and page images filed under school, 科类 and batch (the drawer's
 * school tree), delete. The server refuses anyone but an administrator.
 */
export function BooksAdminPanel() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(bookListQueryOptions({}, page));
  const [form, setForm] = useState<Book | null | undefined>(undefined);
  const [open, setOpen] = useState<Book | null>(null);
  const books = list.data?.records ?? [];
  // a wide screen keeps a row's three actions on one line
  const wide = Grid.useBreakpoint().md ?? false;
  const remove = async (b: Book) => {
    try {
      await del(`/api/admin/books/${b.id}`);
      void message.success(BOOK_MESSAGES.deleted);
      if (open?.id === b.id) setOpen(null);
      void client.invalidateQueries({ queryKey: bookKeys.all });
    } catch {
      // shown by the HTTP client
    }
  };
  return (
    <section className="zy-book-admin" aria-label="原始书籍管理">
      <p className="zy-book-admin-hint">原始书籍只对从特定入口（origin=b）进入的访客显示。先新建书籍，再上传封面和页面图片。</p>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setForm(null)}>
          新建书籍
        </Button>
      </Space>
      <LoadState query={list} what="书籍" isEmpty={books.length === 0} emptyReason="还没有书籍，点“新建书籍”添加第一本。">
        <div className="zy-staff-table">
          <Table<Book>
            rowKey="id"
            size="middle"
            dataSource={books}
            pagination={{ current: page, pageSize: BOOK_COVER_PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
            rowClassName={(b) => (b.id === open?.id ? 'zy-book-admin-current' : '')}
            columns={[
              {
                title: '封面',
                width: 64,
                responsive: ['sm'],
                render: (_, b) => (b.coverUrl ? <img className="zy-book-admin-thumb" src={b.coverUrl} alt={`${b.title}封面`} /> : <span className="zy-book-admin-hint">无封面</span>),
              },
              {
                title: '书名',
                render: (_, b) => (
                  <>
                    {b.title}
                    {/* on a phone the filters sit under the title */}
                    <div className="zy-book-admin-hint zy-book-admin-xs">
                      {b.province} · {b.subject} · {b.year} · {b.pageCount}页
                    </div>
                  </>
                ),
              },
              { title: '省份', dataIndex: 'province', width: 80, responsive: ['md'] },
              { title: '科类', dataIndex: 'subject', width: 80, responsive: ['md'] },
              { title: '年份', dataIndex: 'year', width: 70, responsive: ['md'] },
              { title: '页数', dataIndex: 'pageCount', width: 70, responsive: ['md'] },
              {
                title: '操作',
                width: wide ? 240 : 120,
                render: (_, b) => (
                  <Space size={4} wrap>
                    <Button size="small" type={open?.id === b.id ? 'primary' : 'default'} onClick={() => setOpen(b)}>
                      封面与页面
                    </Button>
                    <Button size="small" onClick={() => setForm(b)}>编辑</Button>
                    <Popconfirm title={`删除《${b.title}》及其全部${b.pageCount}页图片？`} okText="删除" cancelText="取消" onConfirm={() => remove(b)}>
                      <Button size="small" danger>删除</Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </div>
      </LoadState>
      {open && <BookPages key={open.id} book={books.find((b) => b.id === open.id) ?? open} onClose={() => setOpen(null)} />}
      {form !== undefined && (
        <BookForm
          book={form}
          onDone={(saved) => {
            setForm(undefined);
            // a new book opens at once for its cover and pages
            if (saved && form === null) setOpen(saved);
          }}
        />
      )}
    </section>
  );
}
