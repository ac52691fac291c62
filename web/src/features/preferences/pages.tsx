import { useEffect, useState, type ReactNode } from 'react';
import { Alert, App, Button, Empty, Input, Modal, Popconfirm, Skeleton, Tag } from 'antd';
import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Student } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { LoginRequired } from '../../components/LoginRequired';
import { PageTitle } from '../../components/PageTitle';
import { get, HttpError } from '../../lib/http';
import { useViewer } from '../../lib/viewer';
import {
  deleteList,
  downloadExcel,
  preferenceKeys,
  renameList,
  useAdmissionRule,
  useList,
  useListAdvice,
  useListRisk,
  useLists,
  type PreferenceDetail,
  type PreferenceSummary,
} from './api';
import { fromPreferenceEntry, useDraft, writeDraft, type Draft } from './draft';
import { FillIn } from './FillIn';
import { ListEditor } from './ListEditor';
import { RiskPanel } from './RiskPanel';
import { Probability, TierTag, unitTitle } from './UnitList';
import './preferences.css';

const CREATED_TYPE_LABELS: Record<number, string> = { 1: '志愿表', 2: '一键填报草稿' };

function Frame({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <div className="zy-container zy-page zy-pref-page">
      <PageTitle>{title}</PageTitle>
      <div className="zy-pref-title-row">
        <h1 className="zy-page-title">{title}</h1>
        {extra}
      </div>
      {children}
    </div>
  );
}

interface Who {
  studentId: string;
  province: string | null;
  year: number | null;
}

/** The logged-in student: a guest gets the login dialog's prompt; a member without 省份/年份 the complete-info reminder. */
function WithStudent({ what, children }: { what: string; children: (who: Who) => ReactNode }) {
  const viewer = useViewer();
  if (viewer.isGuest) return <div className="zy-panel"><LoginRequired what={what} /></div>;
  if (!viewer.info) return <div className="zy-panel"><Skeleton active /></div>;
  if (!viewer.info.province || !viewer.info.year) {
    return (
      <Alert
        type="info"
        showIcon
        title="请先完善高考省份和年份"
        description={<Link to="/userinfo/basicInfo">去完善个人资料</Link>}
      />
    );
  }
  return <>{children({ studentId: viewer.info.studentId, province: viewer.info.province, year: viewer.info.year })}</>;
}

const studentOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: ['student', 'profile', id ?? null],
    queryFn: !id ? skipToken : ({ signal }) => get<Student>(`/api/student/query-by-student-id/${id}`, { signal }),
    staleTime: 60_000,
  });

/** A student named in the URL (a planner's or the student's own link): their province and year from the profile. */
function WithNamedStudent({ studentId, what, children }: { studentId: string; what: string; children: (who: Who) => ReactNode }) {
  const viewer = useViewer();
  const student = useQuery({ ...studentOptions(viewer.isGuest ? undefined : studentId) });
  if (viewer.isGuest) return <div className="zy-panel"><LoginRequired what={what} /></div>;
  return (
    <LoadState query={student} what="学生资料">
      {student.data && children({ studentId, province: student.data.province ?? null, year: student.data.year ?? null })}
    </LoadState>
  );
}

/** /fillIn: 智能填报 and 一键填报 */
export function FillInPage() {
  return (
    <Frame title="志愿填报">
      <WithStudent what="志愿填报">{(who) => <FillIn {...who} />}</WithStudent>
    </Frame>
  );
}

/** /recommendation/:studentId/:preferenceScoreId/:preferenceId/:batch: the recommendation for one score record of a student. */
export function RecommendationPage() {
  const { studentId = '', preferenceScoreId, batch } = useParams();
  return (
    <Frame title={`志愿推荐${batch ? ` · ${decodeURIComponent(batch)}` : ''}`}>
      <WithNamedStudent studentId={studentId} what="志愿推荐">
        {(who) => <FillIn {...who} scoreId={preferenceScoreId && preferenceScoreId !== '0' ? preferenceScoreId : undefined} />}
      </WithNamedStudent>
    </Frame>
  );
}

/** A saved list as the draft the editor works on. */
function draftOf(list: PreferenceDetail): Draft {
  return {
    listId: list.id,
    header: {
      province: list.province,
      year: list.year,
      batch: list.batch,
      track: list.track,
      subjects: list.subjects,
      score: list.score,
      rank: list.rank,
      scoreId: list.scoreId,
    },
    name: list.name,
    createdType: list.createdType,
    dirty: false,
    entries: list.entries.map(fromPreferenceEntry),
  };
}

function DesignBody({ who }: { who: Who }) {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const draft = useDraft(who.studentId);
  const saved = useList(id && id !== draft.listId ? id : null);
  const rule = useAdmissionRule(who.province, who.year);
  useEffect(() => {
    if (saved.data && id && draft.listId !== id) {
      if (draft.dirty && draft.entries.length > 0 && !window.confirm('打开这张志愿表会替换当前未保存的修改，继续吗？')) {
        setParams({}, { replace: true });
        return;
      }
      writeDraft(who.studentId, draftOf(saved.data));
    }
  }, [saved.data, id, draft.listId, draft.dirty, draft.entries.length, who.studentId, setParams]);
  if (id && id !== draft.listId) return <LoadState query={saved} what="志愿表" />;
  return <ListEditor studentId={who.studentId} rule={rule.data} />;
}

/** /myvolunteerdesign: the 志愿表 being edited (the current draft, or a saved list by ?id=). */
export function MyVolunteerDesignPage() {
  const navigate = useNavigate();
  return (
    <Frame
      title="志愿表设计"
      extra={
        <div className="zy-pref-title-actions">
          <Button onClick={() => navigate('/fillIn')}>继续添加志愿</Button>
          <Button onClick={() => navigate('/myvolunteer')}>我的志愿表</Button>
        </div>
      }
    >
      <WithStudent what="志愿表">{(who) => <DesignBody who={who} />}</WithStudent>
    </Frame>
  );
}

function ListCard({ list, studentId }: { list: PreferenceSummary; studentId: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = useDraft(studentId);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(list.name);
  const refresh = () => queryClient.invalidateQueries({ queryKey: preferenceKeys.lists(studentId) });
  const rename = async () => {
    if (!name.trim()) return void message.warning('请填写志愿表名称');
    try {
      await renameList(list.id, name.trim());
      if (draft.listId === list.id) writeDraft(studentId, { ...draft, name: name.trim() });
      await refresh();
      await queryClient.invalidateQueries({ queryKey: preferenceKeys.list(list.id) });
      setRenaming(false);
      message.success('已重命名');
    } catch (error) {
      if (!(error instanceof HttpError)) message.error('重命名失败');
    }
  };
  const remove = async () => {
    try {
      await deleteList(list.id);
      if (draft.listId === list.id) writeDraft(studentId, { ...draft, listId: null, dirty: true });
      await refresh();
      message.success('已删除');
    } catch (error) {
      if (!(error instanceof HttpError)) message.error('删除失败');
    }
  };
  const detail = `/volunteerDetail/${studentId}/${list.scoreId ?? '0'}/${list.id}`;
  return (
    <article className="zy-panel zy-pref-listcard" data-testid="saved-list">
      <header>
        <Link to={detail}>
          <strong>{list.name}</strong>
        </Link>
        <Tag color={list.createdType === 1 ? 'blue' : 'purple'}>{CREATED_TYPE_LABELS[list.createdType] ?? '其他'}</Tag>
      </header>
      <div className="zy-muted">
        {list.province} {list.year}年 {list.track} · {list.entryCount} 个志愿（冲 {list.counts.冲} 稳 {list.counts.稳} 保 {list.counts.保}）· 更新于 {new Date(list.updatedAt).toLocaleString('zh-CN')}
      </div>
      <div className="zy-pref-listcard-actions">
        <Button size="small" onClick={() => navigate(detail)}>
          查看
        </Button>
        <Button size="small" onClick={() => navigate(`/myvolunteerdesign?id=${list.id}`)}>
          编辑
        </Button>
        <Button size="small" onClick={() => setRenaming(true)}>
          重命名
        </Button>
        <Button size="small" onClick={() => downloadExcel(list.id, list.name).catch((e: unknown) => message.error(e instanceof Error ? e.message : '导出失败'))}>
          导出 Excel
        </Button>
        <Popconfirm title={`删除“${list.name}”？`} okText="删除" cancelText="取消" onConfirm={remove}>
          <Button size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </div>
      <Modal title="重命名志愿表" open={renaming} onOk={rename} onCancel={() => setRenaming(false)} okText="保存" cancelText="取消" destroyOnHidden>
        <Input aria-label="新名称" maxLength={30} value={name} onChange={(e) => setName(e.target.value)} onPressEnter={rename} />
      </Modal>
    </article>
  );
}

/** /myvolunteer: the student's saved lists. */
export function MyVolunteerPage() {
  const navigate = useNavigate();
  return (
    <Frame
      title="我的志愿表"
      extra={
        <Button type="primary" onClick={() => navigate('/myvolunteerdesign')}>
          编辑当前志愿表
        </Button>
      }
    >
      <WithStudent what="我的志愿表">
        {(who) => <SavedLists studentId={who.studentId} />}
      </WithStudent>
    </Frame>
  );
}

function SavedLists({ studentId }: { studentId: string }) {
  const lists = useLists(studentId);
  return (
    <LoadState
      query={lists}
      what="志愿表"
      isEmpty={lists.data?.records.length === 0}
      emptyReason={
        <span>
          还没有保存的志愿表，去 <Link to="/fillIn">志愿填报</Link> 挑选院校吧
        </span>
      }
    >
      <div className="zy-pref-lists">
        {lists.data?.records.map((l) => (
          <ListCard key={l.id} list={l} studentId={studentId} />
        ))}
      </div>
    </LoadState>
  );
}

/** /volunteerDetail/:studentId/:preferenceScoreId/:preferenceId: one saved list, its risk, export. */
export function VolunteerDetailPage() {
  const { studentId = '', preferenceId } = useParams();
  const viewer = useViewer();
  const list = useList(viewer.isGuest ? null : preferenceId);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const data = list.data;
  const riskBody = data ? { id: data.id } : null;
  const risk = useListRisk(riskBody);
  const advice = useListAdvice(riskBody);
  const labels = new Map((data?.entries ?? []).map((e) => [e.unitId, unitTitle(e)]));
  if (viewer.isGuest) {
    return (
      <Frame title="志愿表详情">
        <div className="zy-panel">
          <LoginRequired what="志愿表" />
        </div>
      </Frame>
    );
  }
  const own = viewer.info?.studentId === studentId;
  return (
    <Frame
      title={data ? data.name : '志愿表详情'}
      extra={
        data && (
          <div className="zy-pref-title-actions">
            {own && (
              <Button onClick={() => navigate(`/myvolunteerdesign?id=${data.id}`)}>
                编辑
              </Button>
            )}
            <Button type="primary" onClick={() => downloadExcel(data.id, data.name).catch((e: unknown) => message.error(e instanceof Error ? e.message : '导出失败'))}>
              导出 Excel
            </Button>
          </div>
        )
      }
    >
      <LoadState query={list} what="志愿表">
        {data && (
          <div className="zy-pref-editor-grid">
            <section className="zy-panel" aria-label="志愿">
              <p className="zy-muted">
                {data.province} {data.year}年 · {data.batch} · {data.track}
                {data.score !== null ? ` · ${data.score}分` : ''}
                {data.rank !== null ? ` · 位次 ${data.rank}` : ''} · {data.entries.length} 个志愿
              </p>
              {data.entries.length === 0 ? (
                <Empty description="暂无数据" />
              ) : (
                <ol className="zy-pref-entries is-readonly">
                  {data.entries.map((e, i) => (
                    <li key={e.unitId} className="zy-pref-entry" data-testid="list-entry">
                      <span className="zy-pref-entry-no">{i + 1}</span>
                      <div className="zy-pref-entry-body">
                        <div className="zy-pref-entry-title">
                          <strong>{unitTitle(e)}</strong>
                          <TierTag tier={e.tier} />
                        </div>
                        <div className="zy-pref-entry-meta">
                          <span>
                            录取可能 <Probability probability={e.probability} range={null} tier={e.tier} />
                          </span>
                          <span className="zy-muted">{e.adjust ? '服从调剂' : '不服从调剂'}</span>
                        </div>
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section className="zy-panel" aria-label="整张表的风险">
              <h2 className="zy-pref-h2">整张表的风险</h2>
              <RiskPanel risk={risk.data} advice={advice.data} loading={risk.isFetching} error={risk.error} labels={labels} count={data.entries.length} />
            </section>
          </div>
        )}
      </LoadState>
    </Frame>
  );
}
