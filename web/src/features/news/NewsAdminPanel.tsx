import { lazy, Suspense, useState } from 'react';
import { App, Button, Form, Input, Modal, Popconfirm, Segmented, Select, Skeleton, Space, Table, Tag } from 'antd';
import { ARTICLE_KIND_LABELS, type ArticleAdmin, type ArticleInput, type ArticleKind, type ArticleStatus } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { adminArticleQueryOptions, adminArticlesQueryOptions, useDeleteArticle, useSaveArticle, useSetPublished } from './api';
import { useQuery, useQueryClient } from '@tanstack/react-query';

// the editor is loaded only when staff open it
const RichEditor = lazy(() => import('./RichEditor'));

type Row = Omit<ArticleAdmin, 'content'>;
interface Draft {
  kind: ArticleKind;
  schoolId?: string;
  title: string;
  tags: string[];
  source?: string;
}

/**
 * 网站运营: 高考资讯 and 招生简章 — list with drafts, write and edit in a
 * rich-text editor, publish and unpublish, delete. Self-contained: the staff
 * page mounts it as it is. The server refuses anyone but an administrator.
 */
export function NewsAdminPanel() {
  const { message } = App.useApp();
  const [kind, setKind] = useState<ArticleKind | ''>('');
  const [status, setStatus] = useState<ArticleStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useQuery(adminArticlesQueryOptions(kind, status, page));
  const setPublished = useSetPublished();
  const remove = useDeleteArticle();
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const rows = list.data?.records ?? [];
  return (
    <section className="zy-news-admin" aria-label="资讯与简章管理">
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={kind}
          onChange={(v) => (setKind(v as ArticleKind | ''), setPage(1))}
          options={[{ label: '全部', value: '' }, { label: '高考资讯', value: 'news' }, { label: '招生简章', value: 'guide' }]}
        />
        <Segmented
          value={status}
          onChange={(v) => (setStatus(v as ArticleStatus | ''), setPage(1))}
          options={[{ label: '全部状态', value: '' }, { label: '已发布', value: 'published' }, { label: '草稿', value: 'draft' }]}
        />
        <Button type="primary" onClick={() => setEditing(null)}>
          新建
        </Button>
      </Space>
      <LoadState query={list} what="资讯列表" isEmpty={rows.length === 0} emptyReason="还没有资讯或简章，点“新建”写第一篇。">
        <Table<Row>
          rowKey="id"
          size="middle"
          scroll={{ x: 720 }}
          dataSource={rows}
          pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { title: '标题', dataIndex: 'title' },
            { title: '类型', dataIndex: 'kind', width: 100, render: (k: ArticleKind, r) => `${ARTICLE_KIND_LABELS[k]}${r.schoolName ? `·${r.schoolName}` : ''}` },
            {
              title: '状态',
              dataIndex: 'status',
              width: 90,
              render: (s: ArticleStatus) => (s === 'published' ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>),
            },
            { title: '更新时间', dataIndex: 'updateTime', width: 120, render: (t: string) => t.slice(0, 10) },
            {
              title: '操作',
              width: 200,
              render: (_, r) => (
                <Space size={4} wrap>
                  <Button size="small" onClick={() => setEditing(r.id)}>
                    编辑
                  </Button>
                  <Button
                    size="small"
                    onClick={() =>
                      setPublished.mutate({ id: r.id, published: r.status !== 'published' }, { onSuccess: () => void message.success(r.status === 'published' ? '已撤回' : '已发布') })
                    }
                  >
                    {r.status === 'published' ? '撤回' : '发布'}
                  </Button>
                  <Popconfirm title="确定删除吗？" okText="删除" cancelText="取消" onConfirm={() => remove.mutate(r.id, { onSuccess: () => void message.success('已删除') })}>
                    <Button size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </LoadState>
      {editing !== undefined && <ArticleEditor id={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}

function ArticleEditor({ id, onClose }: { id: string | null; onClose: () => void }) {
  const existing = useQuery({ ...adminArticleQueryOptions(id ?? ''), enabled: id !== null });
  if (id !== null && !existing.data) {
    return (
      <Modal open title="编辑" footer={null} onCancel={onClose}>
        <Skeleton active />
      </Modal>
    );
  }
  return <ArticleForm article={existing.data ?? null} onClose={onClose} />;
}

function ArticleForm({ article, onClose }: { article: ArticleAdmin | null; onClose: () => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Draft>();
  const [content, setContent] = useState(article?.content ?? '');
  const save = useSaveArticle();
  const kind = Form.useWatch('kind', form) ?? article?.kind ?? 'news';
  const submit = async (publish: boolean) => {
    const values = await form.validateFields();
    const input: ArticleInput = {
      kind: values.kind,
      schoolId: values.kind === 'guide' ? values.schoolId?.trim() || null : null,
      title: values.title,
      tags: values.tags ?? [],
      source: values.source?.trim() || null,
      content,
      publish,
    };
    save.mutate(
      { id: article?.id ?? null, input },
      {
        onSuccess: async () => {
          if (article) await client.invalidateQueries({ queryKey: adminArticleQueryOptions(article.id).queryKey });
          void message.success(publish ? '已发布' : '已保存');
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      width={860}
      title={article ? '编辑' : '新建'}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="draft" loading={save.isPending} onClick={() => void submit(false)}>
          {article?.status === 'published' ? '保存并撤回为草稿' : '保存草稿'}
        </Button>,
        <Button key="publish" type="primary" loading={save.isPending} onClick={() => void submit(true)}>
          保存并发布
        </Button>,
      ]}
    >
      <Form<Draft>
        form={form}
        layout="vertical"
        initialValues={{ kind: article?.kind ?? 'news', schoolId: article?.schoolId ?? undefined, title: article?.title ?? '', tags: article?.tags ?? [], source: article?.source ?? undefined }}
      >
        <Form.Item name="kind" label="类型">
          <Segmented options={[{ label: '高考资讯', value: 'news' }, { label: '招生简章', value: 'guide' }]} />
        </Form.Item>
        {kind === 'guide' && (
          <Form.Item name="schoolId" label="院校编号（10位学校标识码）" rules={[{ required: true, message: '招生简章需要选择所属院校' }, { pattern: /^\d{10}$/, message: '院校编号应为10位数字' }]}>
            <Input maxLength={10} placeholder="如 4111010003（清华大学）" />
          </Form.Item>
        )}
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '标题不能为空' }, { max: 100, message: '标题不能超过100个字' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="tags" label="标签（最多8个）">
          <Select mode="tags" maxCount={8} placeholder="输入后回车，如 志愿填报" />
        </Form.Item>
        <Form.Item name="source" label="来源">
          <Input maxLength={50} placeholder="如 教育部、省教育考试院" />
        </Form.Item>
        <Form.Item label="正文" required>
          <Suspense fallback={<Skeleton active />}>
            <RichEditor value={content} onChange={setContent} />
          </Suspense>
        </Form.Item>
      </Form>
    </Modal>
  );
}
