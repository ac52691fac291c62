import { useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, List, Modal, Popconfirm, Radio, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  EXAM_TYPES,
  SUBJECTS,
  labelOf,
  scoreRecordInputSchema,
  scoreSheetRules,
  scoreTotal,
  scoredSubjects,
  validateScoreRecord,
  type ScoreRecord,
  type ScoreRecordInput,
  type ScoreSheetRules,
  type SubjectScoreField,
} from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { useIsPhone } from '../../lib/useMediaQuery';
import { deleteScore, saveScore, studentKeys, useProvinces, useScores } from './api';

interface Props {
  studentId: string;
  province: string | null;
  year: number | null;
}

const CORE = ['语文', '数学', '英语'];

/** scoreSheet: 高考 and 模考 records, each checked by the rules of the student's province and year. */
export function ScoreSheetSection({ studentId, province, year }: Props) {
  const scores = useScores(studentId);
  const provinces = useProvinces();
  const [editing, setEditing] = useState<ScoreRecord | 'new' | null>(null);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const found = provinces.data?.find((p) => p.name === province);
  const rules = found && year ? scoreSheetRules(found, year) : null;

  const remove = async (record: ScoreRecord) => {
    try {
      await deleteScore(studentId, record.id);
      await queryClient.invalidateQueries({ queryKey: studentKeys.scores(studentId) });
      void message.success('删除成功');
    } catch {
      // shown by the client
    }
  };

  return (
    <section className="zy-userinfo-section" aria-label="成绩单">
      <div className="zy-userinfo-heading-row">
        <h2 className="zy-userinfo-heading">成绩单</h2>
        {rules && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            添加成绩
          </Button>
        )}
      </div>
      {!province || !year ? (
        <Alert type="warning" showIcon title="请先完善高考省份和年份" description="成绩单按高考省份的选科模式和满分校验。" />
      ) : (
        <LoadState
          query={[scores, provinces]}
          what="成绩单"
          isEmpty={(scores.data ?? []).length === 0}
          emptyReason="还没有成绩记录，点“添加成绩”录入一次高考或模考成绩。"
        >
          {rules && (
            <>
              <p className="zy-userinfo-note">
                {province}
                {year}年：{modelText(rules)}，满分{rules.fullMark}分。
              </p>
              <List
                className="zy-score-list"
                dataSource={scores.data ?? []}
                renderItem={(record) => (
                  <List.Item
                    actions={[
                      <Button key="edit" type="link" size="small" onClick={() => setEditing(record)}>
                        编辑
                      </Button>,
                      <Popconfirm key="delete" title="删除这次成绩？" okText="删除" cancelText="取消" onConfirm={() => remove(record)}>
                        <Button type="link" size="small" danger>
                          删除
                        </Button>
                      </Popconfirm>,
                    ]}
                  >
                    <ScoreSummary record={record} />
                  </List.Item>
                )}
              />
            </>
          )}
        </LoadState>
      )}
      {rules && editing !== null && (
        <ScoreEditor
          studentId={studentId}
          rules={rules}
          record={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

function modelText(rules: ScoreSheetRules): string {
  if (rules.model === '3+1+2') return `3+1+2（首选物理或历史，再选${rules.electives.join('、')}中的2门）`;
  if (rules.model === '3+3') return `3+3（从${rules.electives.join('、')}中选考3门）`;
  return '老高考（文科考政史地，理科考物化生）';
}

function ScoreSummary({ record }: { record: ScoreRecord }) {
  const scored = SUBJECTS.filter((s) => record[s.scoreField] !== null);
  return (
    <div className="zy-score-summary">
      <div className="zy-score-title">
        <Tag color={record.examType === 1 ? 'red' : 'blue'}>{labelOf(EXAM_TYPES, record.examType as 1 | 2)}</Tag>
        <strong>{record.examName ?? (record.examType === 1 ? '高考' : '模考')}</strong>
        {record.examDate && <span className="zy-score-date">{record.examDate}</span>}
      </div>
      <div className="zy-score-subjects">
        {scored.map((s) => (
          <span key={s.scoreField}>
            {s.label} {record[s.scoreField]}
          </span>
        ))}
      </div>
      <div className="zy-score-total">
        总分 <strong>{record.totalScore}</strong> / {record.fullMark}
      </div>
    </div>
  );
}

type ScoreForm = Omit<ScoreRecordInput, 'studentId' | 'id'>;

function ScoreEditor({
  studentId,
  rules,
  record,
  onClose,
}: {
  studentId: string;
  rules: ScoreSheetRules;
  record: ScoreRecord | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ScoreForm>();
  const isPhone = useIsPhone();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const values = Form.useWatch([], form) ?? {};
  const chosen = {
    firstChoice: values.firstChoice ?? record?.firstChoice ?? null,
    electives: values.electives ?? record?.electives ?? [],
    track: values.track ?? record?.track ?? null,
  };
  const subjects = SUBJECTS.filter((s) => scoredSubjects(chosen, rules).includes(s.label));
  const scoreOf = (field: SubjectScoreField) => (values as Partial<Record<SubjectScoreField, number | null>>)[field] ?? null;
  const total = scoreTotal(
    Object.fromEntries(SUBJECTS.map((s) => [s.scoreField, subjects.includes(s) ? scoreOf(s.scoreField) : null])) as Record<
      SubjectScoreField,
      number | null
    >,
  );

  const submit = async () => {
    const raw = form.getFieldsValue(true) as ScoreForm;
    // only the scores of the chosen subjects are sent: a score left from an unticked subject is dropped
    const input = {
      ...raw,
      ...Object.fromEntries(SUBJECTS.map((s) => [s.scoreField, subjects.includes(s) ? (raw[s.scoreField] ?? null) : null])),
      studentId,
      ...(record ? { id: record.id } : {}),
    } as ScoreRecordInput;
    const parsed = scoreRecordInputSchema.safeParse(input);
    const broken = parsed.success ? validateScoreRecord(parsed.data, rules) : { field: '', message: parsed.error.issues[0]?.message ?? '成绩有误' };
    if (broken) {
      if (broken.field && broken.field !== 'totalScore') form.setFields([{ name: broken.field as keyof ScoreForm, errors: [broken.message] }]);
      else void message.error(broken.message);
      return;
    }
    setBusy(true);
    try {
      await saveScore(input);
      await queryClient.invalidateQueries({ queryKey: studentKeys.scores(studentId) });
      void message.success('保存成功');
      onClose();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };

  const maxOf = (label: string) => (CORE.includes(label) ? rules.coreMax : rules.electiveMax);

  return (
    <Modal
      open
      title={record ? '编辑成绩' : '添加成绩'}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      destroyOnHidden
      width={isPhone ? undefined : 640}
    >
      <Form
        form={form}
        name="scoreRecord"
        layout="vertical"
        className="zy-score-form"
        initialValues={{
          examType: record?.examType ?? 2,
          examName: record?.examName ?? '',
          examDate: record?.examDate ?? '',
          firstChoice: record?.firstChoice ?? undefined,
          electives: record?.electives ?? [],
          track: record?.track ?? undefined,
          ...Object.fromEntries(SUBJECTS.map((s) => [s.scoreField, record?.[s.scoreField] ?? null])),
        }}
      >
        <Form.Item label="考试类型" name="examType">
          <Radio.Group options={EXAM_TYPES.map((t) => ({ label: t.label, value: t.value }))} />
        </Form.Item>
        <div className="zy-score-form-row">
          <Form.Item label="考试名称" name="examName">
            <Input maxLength={30} placeholder="例如：高三一模" />
          </Form.Item>
          <Form.Item label="考试日期" name="examDate" rules={[{ pattern: /^(\d{4}-\d{2}-\d{2})?$/, message: '考试日期格式应为YYYY-MM-DD' }]}>
            <Input placeholder="YYYY-MM-DD" maxLength={10} />
          </Form.Item>
        </div>
        {rules.model === '3+1+2' && (
          <>
            <Form.Item label="首选科目" name="firstChoice">
              <Radio.Group options={rules.firstChoices.map((s) => ({ label: s, value: s }))} />
            </Form.Item>
            <Form.Item label="再选科目（选2门）" name="electives">
              <Checkbox.Group options={rules.electives.map((s) => ({ label: s, value: s }))} />
            </Form.Item>
          </>
        )}
        {rules.model === '3+3' && (
          <Form.Item label="选考科目（选3门）" name="electives">
            <Checkbox.Group options={rules.electives.map((s) => ({ label: s, value: s }))} />
          </Form.Item>
        )}
        {rules.model === '老高考' && (
          <Form.Item label="科类" name="track">
            <Radio.Group options={['理科', '文科'].map((s) => ({ label: s, value: s }))} />
          </Form.Item>
        )}
        <div className="zy-score-grid">
          {subjects.map((s) => (
            <Form.Item key={s.scoreField} label={`${s.label}（满分${maxOf(s.label)}）`} name={s.scoreField}>
              <InputNumber min={0} max={maxOf(s.label)} step={0.5} inputMode="decimal" style={{ width: '100%' }} />
            </Form.Item>
          ))}
        </div>
        <p className="zy-score-total" role="status">
          总分 <strong>{total}</strong> / 满分 {rules.fullMark}
        </p>
      </Form>
    </Modal>
  );
}
