import { App, Empty, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { useAssessment, useAssessmentRounds, useDepartments, useSpecialMajors, type SchoolMajorRef } from './detailApi';
import { pick, useDetailParams } from './detailState';

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

function NoData({ what }: { what: string }) {
  return (
    <Empty
      description={
        <>
          暂无数据
          <span className="zy-empty-hint">{what}尚无可公开核实的数据来源，本站不展示未经核实的内容。</span>
        </>
      }
    />
  );
}

/** 专业院系 (spec §2): subject assessment by round (default the last), special majors, departments. */
export function MajorsTab({ schoolId }: { schoolId: string }) {
  const params = useDetailParams();
  const rounds = useAssessmentRounds(schoolId);
  const round = pick([...(rounds.data ?? [])].reverse(), params.get('round'));
  const assessment = useAssessment(schoolId, round);
  const special = useSpecialMajors(schoolId);
  const departments = useDepartments(schoolId);
  const openMajor = useOpenMajor();

  return (
    <div className="zy-detail-sections">
      <section className="zy-detail-section" aria-labelledby="zy-assessment">
        <h3 id="zy-assessment" className="zy-section-title">学科评估</h3>
        {rounds.isPending ? (
          <Skeleton active />
        ) : (rounds.data?.length ?? 0) === 0 ? (
          <NoData what="学科评估结果" />
        ) : (
          <>
            <ChoiceGroup label="评估轮次" value={round} options={rounds.data ?? []} onChange={(r) => params.set({ round: r })} />
            {(assessment.data?.subjectDetails.length ?? 0) === 0 ? (
              <NoData what="这一轮的评估结果" />
            ) : (
              <ul className="zy-tag-list">
                {assessment.data?.subjectDetails.map((d) => (
                  <li key={d.subject}>
                    {d.subject} <Tag color="blue">{d.grade}</Tag>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <section className="zy-detail-section" aria-labelledby="zy-special">
        <h3 id="zy-special" className="zy-section-title">特色专业</h3>
        {special.isPending ? (
          <Skeleton active />
        ) : (special.data?.length ?? 0) === 0 ? (
          <NoData what="特色专业名单" />
        ) : (
          special.data?.map((g) => (
            <div key={g.level} className="zy-major-group">
              <strong>
                {g.level}（{g.count}）
              </strong>
              <ul className="zy-tag-list">
                {g.majors.map((m) => (
                  <li key={m.majorName}>
                    <button type="button" className="zy-link-button" onClick={() => openMajor(m)}>
                      {m.majorName}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
      <section className="zy-detail-section" aria-labelledby="zy-departments">
        <h3 id="zy-departments" className="zy-section-title">院系设置</h3>
        {departments.isPending ? (
          <Skeleton active />
        ) : (departments.data?.length ?? 0) === 0 ? (
          <NoData what="院系设置" />
        ) : (
          departments.data?.map((d) => (
            <div key={d.departmentName} className="zy-major-group">
              <strong>{d.departmentName}</strong>
              <ul className="zy-tag-list">
                {d.majors.map((m) => (
                  <li key={m.majorName}>
                    <button type="button" className="zy-link-button" onClick={() => openMajor(m)}>
                      {m.majorName}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </section>
    </div>
  );
}
