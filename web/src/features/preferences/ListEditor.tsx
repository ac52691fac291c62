import { useMemo, useState } from 'react';
import { Alert, App, Button, Checkbox, Input, Tag, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, DownloadOutlined, HolderOutlined, SaveOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { choicesOverLimit, repeatedEntries, type AdmissionRule } from '@zhiyuan/domain';
import { HttpError } from '../../lib/http';
import { downloadExcel, preferenceKeys, saveList, useListAdvice, useListRisk, useValidation } from './api';
import { entriesInput, moveEntry, studentContextOf, updateDraft, useDraft, writeDraft, type DraftEntry } from './draft';
import { RiskPanel } from './RiskPanel';
import { RuleNote } from './RuleNote';
import { Probability, TierTag, unitTitle } from './UnitList';

interface RowProps {
  entry: DraftEntry;
  index: number;
  count: number;
  showAdjust: boolean;
  issues: string[];
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  onAdjust: (adjust: boolean) => void;
}

function EntryRow({ entry, index, count, showAdjust, issues, onMove, onRemove, onAdjust }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.unitId });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={`zy-pref-entry${isDragging ? ' is-dragging' : ''}${issues.length ? ' has-issue' : ''}`} data-testid="list-entry">
      <button type="button" ref={setActivatorNodeRef} className="zy-pref-handle" aria-label={`拖动调整第 ${index + 1} 个志愿的顺序`} {...attributes} {...listeners}>
        <HolderOutlined />
      </button>
      <span className="zy-pref-entry-no">{index + 1}</span>
      <div className="zy-pref-entry-body">
        <div className="zy-pref-entry-title">
          <strong data-testid="entry-title">{unitTitle(entry)}</strong>
          <TierTag tier={entry.tier} />
        </div>
        <div className="zy-pref-entry-meta">
          <span>
            录取可能 <Probability probability={entry.probability} range={entry.probabilityRange} tier={entry.tier} />
          </span>
          <span className="zy-muted">选科 {entry.requirement ?? '不限'}</span>
          {!entry.majorName && entry.majors.length > 0 && (
            <span className="zy-muted">
              {entry.majors.slice(0, 3).join('、')}
              {entry.majors.length > 3 ? ` 等${entry.majors.length}个专业` : ''}
            </span>
          )}
        </div>
        {issues.map((m) => (
          <div key={m} className="zy-pref-entry-issue">
            {m}
          </div>
        ))}
      </div>
      <div className="zy-pref-entry-tools">
        {showAdjust && (
          <Checkbox checked={entry.adjust} onChange={(e) => onAdjust(e.target.checked)}>
            服从调剂
          </Checkbox>
        )}
        <Tooltip title="上移">
          <Button size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={`上移第 ${index + 1} 个志愿`} />
        </Tooltip>
        <Tooltip title="下移">
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={`下移第 ${index + 1} 个志愿`}
          />
        </Tooltip>
        <Tooltip title="移除">
          <Button size="small" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label={`移除第 ${index + 1} 个志愿`} />
        </Tooltip>
      </div>
    </li>
  );
}

/** Client-side checks that need no server: the count limit and duplicates (the server adds subject requirements). */
function localIssues(entries: readonly DraftEntry[], rule: AdmissionRule | undefined): string[] {
  const out: string[] = [];
  const max = rule?.mainBatch?.maxChoices ?? null;
  const over = choicesOverLimit(entries.length, max);
  if (over > 0) out.push(`志愿数 ${entries.length} 超过${rule!.province}本批次上限 ${max} 个，请删去 ${over} 个`);
  for (const i of repeatedEntries(entries).keys()) out.push(`第 ${i + 1} 个志愿与前面的志愿重复`);
  return out;
}

interface ListEditorProps {
  studentId: string;
  rule: AdmissionRule | undefined;
}

/** The draft 志愿表: name, order (drag and buttons), 服从调剂, removal, validation, save, export, and the whole-list risk. */
export function ListEditor({ studentId, rule }: ListEditorProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const draft = useDraft(studentId);
  const [saving, setSaving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const entries = draft.entries;
  const showAdjust = rule?.fillMode !== '专业+院校' && rule?.mainBatch?.adjust !== 'no';
  const header = draft.header;
  const input = useMemo(() => entriesInput(entries), [entries]);
  const riskBody = entries.length ? { student: studentContextOf(studentId, header), entries: input } : null;
  const risk = useListRisk(riskBody);
  const advice = useListAdvice(riskBody);
  const validation = useValidation(
    header && entries.length
      ? { province: header.province, year: header.year, batch: header.batch, track: header.track as never, subjects: header.subjects as never, entries: input }
      : null,
  );
  const labels = useMemo(() => new Map(entries.map((e) => [e.unitId, unitTitle(e)])), [entries]);
  const local = localIssues(entries, rule);
  const serverIssues = validation.data?.problems ?? [];
  const byIndex = new Map<number, string[]>();
  for (const p of serverIssues) if (p.position !== null) byIndex.set(p.position - 1, [...(byIndex.get(p.position - 1) ?? []), p.message]);
  const listIssues = [...new Set([...local, ...serverIssues.filter((p) => p.position === null).map((p) => p.message)])];
  const hasErrors = local.length > 0 || serverIssues.some((p) => p.kind !== 'adjust');

  const change = (next: Partial<typeof draft>) => updateDraft(studentId, (d) => ({ ...d, ...next, dirty: true }));
  const move = (from: number, to: number) => change({ entries: moveEntry(entries, from, to) });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      entries.findIndex((e) => e.unitId === active.id),
      entries.findIndex((e) => e.unitId === over.id),
    );
  };

  const save = async () => {
    if (!draft.name.trim()) {
      message.warning('请填写志愿表名称');
      return;
    }
    if (!header) {
      message.warning('请先在志愿填报中按你的分数挑选院校');
      return;
    }
    setSaving(true);
    try {
      const saved = await saveList({
        ...(draft.listId ? { id: draft.listId } : {}),
        studentId,
        name: draft.name.trim(),
        createdType: 1,
        province: header.province,
        year: header.year,
        batch: header.batch,
        track: header.track as never,
        subjects: header.subjects as never,
        score: header.score,
        rank: header.rank,
        scoreId: header.scoreId,
        entries: input,
      });
      writeDraft(studentId, { ...draft, listId: saved.id, dirty: false });
      queryClient.setQueryData(preferenceKeys.list(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: preferenceKeys.lists(studentId) });
      message.success('志愿表已保存');
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) message.warning('服务器暂不支持保存志愿表：当前志愿表仍保留在本机浏览器中，请稍后再保存');
      else if (!(error instanceof HttpError)) message.error(error instanceof Error ? error.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };
  const exportExcel = async () => {
    if (!draft.listId) return;
    setExporting(true);
    try {
      await downloadExcel(draft.listId, draft.name);
    } catch (error) {
      message.error(error instanceof Error ? error.message : '导出失败');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="zy-pref-editor">
      <div className="zy-panel zy-pref-editor-head">
        <Input
          aria-label="志愿表名称"
          className="zy-pref-name"
          maxLength={30}
          value={draft.name}
          onChange={(e) => change({ name: e.target.value })}
          placeholder="志愿表名称"
        />
        <span className="zy-muted" data-testid="list-status">
          {entries.length} 个志愿{rule?.mainBatch?.maxChoices ? ` / 最多 ${rule.mainBatch.maxChoices}` : ''}
          {draft.listId ? (draft.dirty ? ' · 有未保存的修改' : ' · 已保存') : ' · 未保存'}
        </span>
        <div className="zy-pref-editor-actions">
          <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={entries.length === 0 || hasErrors} onClick={save}>
            保存
          </Button>
          <Tooltip title={!draft.listId || draft.dirty ? '请先保存再导出' : undefined}>
            <Button icon={<DownloadOutlined />} loading={exporting} disabled={!draft.listId || draft.dirty} onClick={exportExcel}>
              导出 Excel
            </Button>
          </Tooltip>
        </div>
      </div>
      {rule && <RuleNote rule={rule} />}
      {listIssues.length > 0 && (
        <Alert type={hasErrors ? 'error' : 'warning'} showIcon title="志愿表还不符合填报规则" description={<ul className="zy-pref-issues">{listIssues.map((m) => <li key={m}>{m}</li>)}</ul>} />
      )}
      {validation.isError && !validation.data && <Alert type="info" showIcon title="暂时无法按省份规则校验选科要求，保存前请自行核对" />}
      <div className="zy-pref-editor-grid">
        <section className="zy-panel" aria-label="志愿顺序">
          <h2 className="zy-pref-h2">志愿顺序</h2>
          {entries.length === 0 ? (
            <p className="zy-muted">
              还没有志愿。去 <Link to="/fillIn">志愿填报</Link> 按冲稳保挑选院校，或使用一键填报。
            </p>
          ) : (
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext items={entries.map((e) => e.unitId)} strategy={verticalListSortingStrategy}>
                <ol className="zy-pref-entries">
                  {entries.map((e, i) => (
                    <EntryRow
                      key={e.unitId}
                      entry={e}
                      index={i}
                      count={entries.length}
                      showAdjust={showAdjust}
                      issues={byIndex.get(i) ?? []}
                      onMove={move}
                      onRemove={() => change({ entries: entries.filter((x) => x.unitId !== e.unitId) })}
                      onAdjust={(adjust) => change({ entries: entries.map((x) => (x.unitId === e.unitId ? { ...x, adjust } : x)) })}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
          )}
          {rule?.fillMode === '专业+院校' && <Tag className="zy-pref-mode">专业+院校：每个志愿是一个专业，录取即被该专业录取</Tag>}
        </section>
        <section className="zy-panel" aria-label="整张表的风险">
          <h2 className="zy-pref-h2">整张表的风险</h2>
          <RiskPanel risk={risk.data} advice={advice.data} loading={risk.isFetching} error={risk.error} labels={labels} count={entries.length} />
        </section>
      </div>
    </div>
  );
}
