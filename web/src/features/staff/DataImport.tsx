import { useState } from 'react';
import { Alert, Button, Progress, Select, Table, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { get } from '../../lib/http';
import { uploadFile } from '../../lib/upload';
import { LoadState } from '../../components/LoadState';

interface LineError {
  line: number;
  message: string;
}
interface ImportKind {
  kind: string;
  title: string;
  url: string;
  columns: { name: string; key: string; required: boolean }[];
}
/** 核心数据 kinds report by province, year and 科类; job-market kinds by the codes replaced */
interface Report {
  rows: number;
  replaced?: number;
  groups?: { province: string; year: number; track: string; rows: number; replaced: number }[];
  codes?: number;
}
type Result = { ok: true; message: string; report: Report } | { ok: false; message: string; errors: LineError[]; total: number };

const summary = (r: Report) =>
  r.groups
    ? r.groups.map((g) => `${g.province} ${g.year} ${g.track}：新增 ${g.rows} 行（替换原有 ${g.replaced} 行）`).join('；')
    : `涉及 ${r.codes ?? 0} 个职业代码，原有的同类数据已替换`;

/** Upload of a CSV or XLSX table of any kind: validated row by row on the server, all or nothing (docs/data-import.md). */
export function DataImport() {
  const kinds = useQuery({ queryKey: ['staff', 'import-kinds'], queryFn: ({ signal }) => get<ImportKind[]>('/api/core-data/import-kinds', { signal }), staleTime: Infinity });
  const [kind, setKind] = useState('rank_tables');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();
  const chosen = kinds.data?.find((k) => k.kind === kind);

  const start = async () => {
    if (!file || !chosen) return;
    setBusy(true);
    setResult(null);
    setProgress(0);
    try {
      const answer = await uploadFile<Report | { errors: LineError[]; total?: number } | null>(chosen.url, file, setProgress);
      if (answer.status === 200) {
        setResult({ ok: true, message: answer.message, report: answer.data as Report });
        // every cached answer may rest on the old rows
        void client.invalidateQueries();
      } else {
        const data = answer.data as { errors?: LineError[]; total?: number } | null;
        const errors = data?.errors ?? [];
        setResult({ ok: false, message: answer.message, errors, total: data?.total ?? errors.length });
      }
    } catch (err) {
      setResult({ ok: false, message: err instanceof Error ? err.message : '导入失败', errors: [], total: 0 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="zy-panel" aria-label="数据导入">
      <h2 className="zy-staff-section-title">数据导入</h2>
      <p>
        上传 CSV（UTF-8）或 XLSX（第一个工作表）文件。首行为表头，列的顺序不限。每一行都会校验，有任何错误时整份文件不生效、数据不做任何修改；导入成功后，文件涉及的同一省份、年份、科类（分数线与计划还按批次和院校）的原有数据被替换，查询立即使用新数据。
      </p>
      <LoadState query={kinds} what="导入种类">
        {kinds.data && (
          <>
            <div className="zy-staff-filters" style={{ alignItems: 'flex-start' }}>
              <Select
                aria-label="导入类型"
                style={{ minWidth: 200 }}
                value={kind}
                options={kinds.data.map((k) => ({ value: k.kind, label: k.title }))}
                onChange={(v) => {
                  setKind(v);
                  setResult(null);
                  setProgress(null);
                }}
              />
              <Upload
                accept=".csv,.xlsx"
                maxCount={1}
                beforeUpload={(f) => {
                  setFile(f);
                  setResult(null);
                  setProgress(null);
                  return false;
                }}
                onRemove={() => setFile(null)}
                fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
              >
                <Button icon={<UploadOutlined />}>选择文件</Button>
              </Upload>
              <Button type="primary" disabled={!file || !chosen} loading={busy} onClick={() => void start()}>
                开始导入
              </Button>
            </div>
            {chosen && (
              <p className="zy-import-columns">
                {chosen.title}的表头：
                {chosen.columns.map((c, i) => (
                  <span key={c.key}>
                    {i > 0 && '、'}
                    <code>{c.name}</code>
                    {!c.required && '（可省略）'}
                  </span>
                ))}
              </p>
            )}
          </>
        )}
      </LoadState>
      {progress !== null && (
        <div>
          <Progress percent={progress} status={busy ? 'active' : result?.ok === false ? 'exception' : 'success'} aria-label="上传进度" />
          {busy && progress === 100 && <p>文件已上传，正在逐行校验并写入……</p>}
        </div>
      )}
      {result?.ok === true && <Alert type="success" showIcon title={result.message} description={summary(result.report)} />}
      {result?.ok === false && (
        <>
          <Alert
            type="error"
            showIcon
            // the table lists the lines; the title keeps the verdict
            title={result.errors.length && result.message.includes('。') ? result.message.slice(0, result.message.indexOf('。') + 1) : result.message}
            description={result.total > result.errors.length ? `下表列出前${result.errors.length}处错误。` : undefined}
          />
          {result.errors.length > 0 && (
            <Table<LineError>
              className="zy-import-errors"
              rowKey={(e) => `${e.line}-${e.message}`}
              size="small"
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              dataSource={result.errors}
              columns={[
                { title: '行号', dataIndex: 'line', width: 80 },
                { title: '问题', dataIndex: 'message' },
              ]}
            />
          )}
        </>
      )}
    </section>
  );
}
