import { useState } from 'react';
import { Alert, Button, Progress, Select, Table, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../lib/upload';

interface LineError {
  line: number;
  message: string;
}
interface Report {
  rows: number;
  tables: { province: string; year: number; track: string; rows: number; replaced: number }[];
}

const KINDS = [{ value: 'rank_tables', label: '一分一段表', columns: '省份,年份,科类,分数,人数,累计人数' }];

/** Upload of a CSV or XLSX table: validated row by row on the server, all or nothing. */
export function DataImport() {
  const [kind, setKind] = useState('rank_tables');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ ok: true; message: string; report: Report } | { ok: false; message: string; errors: LineError[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();

  const start = async () => {
    if (!file) return;
    setBusy(true);
    setResult(null);
    setProgress(0);
    const format = /\.xlsx$/i.test(file.name) ? 'xlsx' : 'csv';
    try {
      const answer = await uploadFile<Report | { errors: LineError[] } | null>(`/api/core-data/import?kind=${kind}&format=${format}`, file, setProgress);
      if (answer.status === 200) {
        setResult({ ok: true, message: answer.message, report: answer.data as Report });
        // every cached answer may rest on the old table
        void client.invalidateQueries();
      } else {
        const errors = (answer.data as { errors?: LineError[] } | null)?.errors ?? [];
        setResult({ ok: false, message: answer.message, errors });
      }
    } catch (err) {
      setResult({ ok: false, message: err instanceof Error ? err.message : '导入失败', errors: [] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="zy-panel" aria-label="数据导入">
      <h2 className="zy-staff-section-title">数据导入</h2>
      <p>上传 CSV（UTF-8）或 XLSX 文件。每一行都会校验，有任何错误时整份文件不生效；导入成功后，同省份、年份、科类的原表被替换，查询立即使用新数据。</p>
      <p>
        首行为表头：<code>{KINDS.find((k) => k.value === kind)?.columns}</code>。批次线、院校与专业分数线、招生计划的导入尚未开放。
      </p>
      <div className="zy-staff-filters">
        <Select aria-label="导入类型" style={{ width: 160 }} value={kind} options={KINDS.map((k) => ({ value: k.value, label: k.label }))} onChange={setKind} />
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
        <Button type="primary" disabled={!file} loading={busy} onClick={() => void start()}>
          开始导入
        </Button>
      </div>
      {progress !== null && <Progress percent={progress} status={busy ? 'active' : result?.ok === false ? 'exception' : 'success'} aria-label="上传进度" />}
      {result?.ok === true && (
        <Alert
          type="success"
          showIcon
          title={result.message}
          description={result.report.tables.map((t) => `${t.province} ${t.year} ${t.track}：新增 ${t.rows} 行（替换原有 ${t.replaced} 行）`).join('；')}
        />
      )}
      {result?.ok === false && (
        <>
          <Alert type="error" showIcon title={result.message} />
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
