import { App, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { LoadState } from '../../components/LoadState';
import { pick, useDetailParams } from '../../lib/detailParams';
import { useAssessment, useAssessmentRounds, useDepartments, useSpecialMajors, type SchoolMajorRef } from './api';
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
  const special = useSpecialMajors(schoolId);
  const departments = useDepartments(schoolId);
  const openMajor = useOpenMajor();

  return (
    <div className="zy-detail-sections">
      <section className="zy-detail-section" aria-labelledby="zy-assessment">
        <h3 id="zy-assessment" className="zy-section-title">学科评估</h3>
        <LoadState query={rounds} what="学科评估" isEmpty={(rounds.data?.length ?? 0) === 0} emptyReason={unverifiedReason('学科评估结果')}>
          <ChoiceGroup label="评估轮次" value={round} options={rounds.data ?? []} onChange={(r) => params.set({ round: r })} />
          <LoadState
            query={assessment}
            what="学科评估"
            isEmpty={(assessment.data?.subjectDetails.length ?? 0) === 0}
            emptyReason={unverifiedReason('这一轮的评估结果')}
          >
            <ul className="zy-tag-list">
              {assessment.data?.subjectDetails.map((d) => (
                <li key={d.subject}>
                  {d.subject} <Tag color="blue">{d.grade}</Tag>
                </li>
              ))}
            </ul>
          </LoadState>
        </LoadState>
      </section>
      <section className="zy-detail-section" aria-labelledby="zy-special">
        <h3 id="zy-special" className="zy-section-title">特色专业</h3>
        <LoadState query={special} what="特色专业" isEmpty={(special.data?.length ?? 0) === 0} emptyReason={unverifiedReason('特色专业名单')}>
          {special.data?.map((g) => (
            <div key={g.level} className="zy-major-group">
              <strong>
                {g.level}（{g.count}）
              </strong>
              <MajorList majors={g.majors} onOpen={openMajor} />
            </div>
          ))}
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
        </li>
      ))}
    </ul>
  );
}
