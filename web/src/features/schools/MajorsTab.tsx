import { App, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { LoadState } from '../../components/LoadState';
import { pick, useDetailParams } from '../../lib/detailParams';
import { DataSourceNote, SourceLink } from '../../components/DataSourceNote';
import {
  useAssessment,
  useAssessmentClaims,
  useAssessmentRounds,
  useDepartments,
  useDoubleFirstClass,
  useMajorRankings,
  useSpecialMajors,
  type SchoolMajorRef,
} from './api';
import { unverifiedReason } from './schoolDisplay';
import '../../components/detail-section.css';
import './detail.css';

const NO_INTRO = '该专业暂无介绍！';

/** A major opens its detail; one without a code or level has no page to open (spec §5). */
function useOpenMajor() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (major: SchoolMajorRef) => {
    if (!major.code || !major.level) {
      void message.warning(NO_INTRO);
      return;
    }
    navigate(`/chazhuanyedetail/${encodeURIComponent(major.code)}`);
  };
}

/** 专业院系 (spec §2): subject assessment by round (default the last), special majors, departments. */
export function MajorsTab({ schoolId }: { schoolId: string }) {
  const params = useDetailParams();
  const rounds = useAssessmentRounds(schoolId);
  const round = pick([...(rounds.data ?? [])].reverse(), params.get('round'));
  const assessment = useAssessment(schoolId, round);
  const grade = params.get('grade') ?? undefined;
  const special = useSpecialMajors(schoolId);
  const claims = useAssessmentClaims(schoolId);
  const dfc = useDoubleFirstClass(schoolId);
  const majorRanks = useMajorRankings(schoolId);
  const departments = useDepartments(schoolId);
  const openMajor = useOpenMajor();

  return (
    <div className="zy-detail-sections">
      <section className="zy-detail-section" aria-labelledby="zy-assessment">
        <h3 id="zy-assessment" className="zy-section-title">学科评估</h3>
        <LoadState query={rounds} what="学科评估" isEmpty={(rounds.data?.length ?? 0) === 0} emptyReason={unverifiedReason('学科评估结果')}>
          <ChoiceGroup label="评估轮次" value={round} options={rounds.data ?? []} onChange={(r) => params.set({ round: r, grade: undefined })} />
          <LoadState
            query={assessment}
            what="学科评估"
            isEmpty={(assessment.data?.subjectDetails.length ?? 0) === 0}
            emptyReason={`这所学校没有学科参加${round ?? '这一轮'}评估，或未获评等级。`}
          >
            <p className="zy-muted">
              {assessment.data?.round}学科评估（教育部学位与研究生教育发展中心，{assessment.data?.year ?? 2017}年公布）：共
              {assessment.data?.totalSubjects}个学科获评等级
            </p>
            <GradeFilter
              grades={[...new Set(assessment.data?.subjectDetails.map((d) => d.grade) ?? [])]}
              value={grade}
              onChange={(g) => params.set({ grade: g })}
            />
            <ul className="zy-tag-list" data-testid="assessment-list">
              {assessment.data?.subjectDetails
                .filter((d) => grade === undefined || d.grade === grade)
                .map((d) => (
                  <li key={d.subject}>
                    {d.subject} <Tag color="blue">{d.grade}</Tag>
                  </li>
                ))}
            </ul>
            <DataSourceNote sources={assessment.data?.source ? [assessment.data.source] : []} year={assessment.data?.year} />
          </LoadState>
        </LoadState>
        {(claims.data?.claims.length ?? 0) > 0 && (
          <div className="zy-claims" data-testid="assessment-claims">
            <strong>
              第五轮学科评估 <Tag color="orange">非官方</Tag>
            </strong>
            <p className="zy-muted">
              教育部未公布第五轮结果；以下是学校或其学院自行发布的说法，仅供参考，不是官方评级。
            </p>
            <ul className="zy-claim-list">
              {claims.data?.claims.map((c, i) => (
                <li key={`${c.discipline}-${i}`}>
                  {c.discipline ?? '未注明学科'}：{c.grade ?? c.announcedText ?? '-'}
                  {(c.publisher || c.announcedDate) && `（${[c.publisher, c.announcedDate].filter(Boolean).join('，')}）`}
                  {c.link && (
                    <>
                      {' '}
                      <a href={c.link} target="_blank" rel="noreferrer noopener">
                        原文
                      </a>
                    </>
                  )}
                </li>
              ))}
            </ul>
            {claims.data?.sources.map((src) => <SourceLink key={src.id} source={src} />)}
          </div>
        )}
      </section>
      <section className="zy-detail-section" aria-labelledby="zy-dfc">
        <h3 id="zy-dfc" className="zy-section-title">双一流建设学科</h3>
        <LoadState query={dfc} what="双一流建设学科" isEmpty={(dfc.data?.rounds.length ?? 0) === 0} emptyReason="这所学校不在“双一流”建设学科名单（2017、2022）中。">
          {dfc.data?.rounds.map((r) => (
            <div key={r.round} className="zy-major-group">
              <strong>
                第{r.round === 1 ? '一' : '二'}轮（{r.year}年）{r.disciplines.length > 0 && `：${r.disciplines.length}个学科`}
              </strong>
              {r.note ? (
                <p className="zy-muted">{r.note}</p>
              ) : (
                <ul className="zy-tag-list">
                  {r.disciplines.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
          <DataSourceNote sources={dfc.data?.sources ?? []} />
        </LoadState>
      </section>
      <section className="zy-detail-section" aria-labelledby="zy-special">
        <h3 id="zy-special" className="zy-section-title">特色专业</h3>
        <LoadState
          query={special}
          what="特色专业"
          isEmpty={(special.data?.length ?? 0) === 0}
          emptyReason="这所学校不在一流本科专业建设点名单（2019–2021）中。"
        >
          {special.data?.map((g) => (
            <div key={g.level} className="zy-major-group" data-testid="special-majors">
              <strong>
                {g.level}（{g.count}）
              </strong>
              <MajorList majors={g.majors} onOpen={openMajor} />
              <DataSourceNote
                sources={g.source ? [g.source] : []}
                extra={g.majors.some((m) => m.year) ? undefined : <span>名单未注明各专业的入选年份。</span>}
              />
            </div>
          ))}
        </LoadState>
      </section>
      <section className="zy-detail-section" aria-labelledby="zy-major-ranks">
        <h3 id="zy-major-ranks" className="zy-section-title">软科专业排名{majorRanks.data?.year ? `（${majorRanks.data.year}）` : ''}</h3>
        <LoadState
          query={majorRanks}
          what="软科专业排名"
          isEmpty={(majorRanks.data?.records.length ?? 0) === 0}
          emptyReason="这所学校没有专业进入软科中国大学专业排名（软科只列出每个专业约前一半的学校）。"
        >
          <Table
            className="zy-major-rank-table"
            data-testid="major-rankings"
            size="small"
            rowKey="majorCode"
            pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
            dataSource={majorRanks.data?.records ?? []}
            columns={[
              { title: '专业', dataIndex: 'majorName' },
              { title: '名次', dataIndex: 'rank', width: 70, render: (v: number | null) => v ?? '-' },
              { title: '等级', dataIndex: 'tier', width: 70, render: (v: string | null) => v ?? '-' },
            ]}
          />
          <DataSourceNote sources={majorRanks.data?.sources ?? []} year={majorRanks.data?.year} extra={<span>未上榜不代表未开设。</span>} />
        </LoadState>
      </section>
      <section className="zy-detail-section" aria-labelledby="zy-departments">
        <h3 id="zy-departments" className="zy-section-title">院系设置</h3>
        <LoadState query={departments} what="院系设置" isEmpty={(departments.data?.length ?? 0) === 0} emptyReason={unverifiedReason('院系设置')}>
          {departments.data?.map((d) => (
            <div key={d.departmentName} className="zy-major-group">
              <strong>{d.departmentName}</strong>
              <MajorList majors={d.majors} onOpen={openMajor} />
            </div>
          ))}
        </LoadState>
      </section>
    </div>
  );
}

function MajorList({ majors, onOpen }: { majors: readonly SchoolMajorRef[]; onOpen: (major: SchoolMajorRef) => void }) {
  return (
    <ul className="zy-tag-list">
      {majors.map((m) => (
        <li key={m.majorName}>
          <button type="button" className="zy-link-button" onClick={() => onOpen(m)}>
            {m.majorName}
          </button>
          {m.year ? <span className="zy-muted">（{m.year}年入选）</span> : null}
        </li>
      ))}
    </ul>
  );
}

function GradeFilter({ grades, value, onChange }: { grades: string[]; value: string | undefined; onChange: (grade: string | undefined) => void }) {
  if (grades.length < 2) return null;
  return (
    <div className="zy-grade-filter" role="group" aria-label="评估结果">
      <Tag.CheckableTag checked={value === undefined} onChange={() => onChange(undefined)}>
        全部
      </Tag.CheckableTag>
      {grades.map((g) => (
        <Tag.CheckableTag key={g} checked={value === g} onChange={() => onChange(g)}>
          {g}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}
