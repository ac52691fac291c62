import { useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Tabs, Tag, Tooltip } from 'antd';
import { InfoCircleOutlined, MenuOutlined, UpOutlined } from '@ant-design/icons';
import { MAJOR_NO_INTRO, majorIdParamsSchema, majorTypeParamsSchema, type MajorDetail, type MajorProfessionType, type MajorTypeDetail } from '@zhiyuan/domain';
import { DataSourceNote } from '../../components/DataSourceNote';
import { LoadState } from '../../components/LoadState';
import { HttpError } from '../../lib/http';
import { useIsPhone } from '../../lib/useMediaQuery';
import { NO_INTRO_STATUSES, useMajorDetail, useMajorEmployment, useMajorType } from './api';
import { MajorSchools } from './MajorSchools';
import { MajorTreeMenu } from './MajorTreeMenu';
import { OpenLink } from './OpenLink';
import type { MajorNav, MajorTab, MajorTarget, TypeTab } from './nav';
import '../../components/detail-section.css';
import './majors.css';

const NONE = '暂无';

/** 该专业暂无介绍！ (spec §5): a code that is not a major of the catalogues. */
function NoIntro() {
  return <Empty className="zy-major-nointro" description={MAJOR_NO_INTRO} />;
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.status !== null && NO_INTRO_STATUSES.includes(error.status);

/**
 * 专业详情 (spec §2 Major detail): the catalogue as a tree menu beside the
 * view of a 专业类 (4-character code: 专业概况, 职业方向) or of a major
 * (专业概况, 就业前景 when it has profession types, 开设院校). The page and
 * the drawer share it; `nav` says how each opens what it links to.
 */
export function MajorDetailView({ target, nav }: { target: MajorTarget; nav: MajorNav }) {
  const isPhone = useIsPhone();
  const [menuOpen, setMenuOpen] = useState(false);
  const valid = target.kind === 'major' ? majorIdParamsSchema.safeParse({ id: target.id }).success : majorTypeParamsSchema.safeParse({ type: target.type }).success;
  const major = useMajorDetail(valid && target.kind === 'major' ? target.id : undefined);
  const type = useMajorType(valid && target.kind === 'type' ? target.type : undefined, target.level);
  const level = (target.kind === 'major' ? major.data?.level : type.data?.level) ?? target.level ?? 1;
  const selected = target.kind === 'major' ? `m:${target.id}` : `t:${target.type}`;

  const menu = (
    <MajorTreeMenu
      key={level}
      level={level}
      selected={selected}
      categoryCode={major.data?.categoryCode ?? type.data?.categoryCode}
      typeCode={major.data?.typeCode ?? type.data?.typeCode}
      nav={nav}
    />
  );

  let content: ReactNode;
  if (!valid) content = <NoIntro />;
  else if (target.kind === 'major') {
    content = major.isError && isNotFound(major.error) ? <NoIntro /> : (
      <LoadState query={major} what="专业详情">
        {major.data && <MajorView detail={major.data} tab={target.tab ?? 'overview'} nav={nav} />}
      </LoadState>
    );
  } else {
    content = type.isError && isNotFound(type.error) ? <NoIntro /> : (
      <LoadState query={type} what="专业类">
        {type.data && <TypeView data={type.data} tab={target.tab ?? 'overview'} nav={nav} />}
      </LoadState>
    );
  }

  return (
    <div className="zy-major-detail">
      {isPhone ? (
        <div className="zy-major-menu-phone">
          <Button icon={menuOpen ? <UpOutlined /> : <MenuOutlined />} onClick={() => setMenuOpen((o) => !o)} aria-expanded={menuOpen}>
            专业目录
          </Button>
          {menuOpen && menu}
        </div>
      ) : (
        <aside className="zy-major-menu" aria-label="专业目录">
          {menu}
        </aside>
      )}
      <div className="zy-major-detail-main">{content}</div>
    </div>
  );
}

function Crumbs({ items }: { items: string[] }) {
  return <p className="zy-major-crumbs">{items.join(' / ')}</p>;
}

/** The national code, with the note that it is not the code to fill in (spec §2). */
function CodeTag({ code, note }: { code: string; note: string }) {
  return (
    <span className="zy-major-code-tag">
      国家专业代码 {code}
      <span className="zy-major-code-note">（{note}）</span>
    </span>
  );
}

function MajorView({ detail, tab, nav }: { detail: MajorDetail; tab: MajorTab; nav: MajorNav }) {
  const tabs: { key: MajorTab; label: string }[] = [
    { key: 'overview', label: '专业概况' },
    ...(detail.hasProfessionTypes ? [{ key: 'employment' as const, label: '就业前景' }] : []),
    { key: 'schools', label: '开设院校' },
  ];
  // 就业前景 is dropped when the major has no profession types: its address shows the overview
  const active = tabs.some((t) => t.key === tab) ? tab : 'overview';
  return (
    <article className="zy-major-view">
      <header className="zy-major-head">
        <Crumbs items={[`${detail.levelName}专业`, detail.categoryName, detail.typeName]} />
        <h1 className="zy-major-title">{detail.majorName}</h1>
        <div className="zy-major-head-tags">
          <CodeTag code={detail.majorCode} note={detail.codeNote} />
          {detail.isSpecial && <Tag color="gold">特设专业</Tag>}
          {detail.isStateControlled && <Tag color="red">国家控制布点专业</Tag>}
        </div>
      </header>
      <Tabs
        className="zy-major-tabs"
        activeKey={active}
        onChange={(key) => nav.open({ kind: 'major', id: detail.id, level: detail.level, tab: key as MajorTab })}
        items={tabs.map((t) => ({ key: t.key, label: t.label }))}
      />
      {active === 'overview' && <MajorOverview detail={detail} />}
      {active === 'employment' && <MajorEmploymentTab id={detail.id} nav={nav} />}
      {active === 'schools' && <MajorSchools key={detail.id} majorId={detail.id} level={detail.level} nav={nav} />}
    </article>
  );
}

/** What the course list is, as 学职平台 gives it (see data SOURCE.md). */
function coursesKindLabel(kind: string | null): string | null {
  if (!kind) return null;
  if (kind.startsWith('reference_courses')) return '学职平台公布的专业参考课程（仅第一页）';
  if (kind === 'student_rated_courses') return '学职平台在校生评价最多的课程，非官方课程表';
  return null;
}

const yuan = (n: number | null) => (n === null ? NONE : `${n.toLocaleString('zh-CN')} 元/月`);

function Fact({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div className="zy-major-fact">
      <dt>
        {label}
        {hint && (
          <Tooltip title={hint}>
            <InfoCircleOutlined className="zy-major-fact-hint" aria-label={hint} />
          </Tooltip>
        )}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function TextSection({ id, title, text }: { id: string; title: string; text: string | null }) {
  return (
    <section aria-labelledby={id}>
      <h2 className="zy-section-title" id={id}>
        {title}
      </h2>
      {text ? <p className="zy-major-text">{text}</p> : <p className="zy-muted">{NONE}</p>}
    </section>
  );
}

/** 专业概况: the facts and texts our sources give; what none gives says 暂无. */
function MajorOverview({ detail }: { detail: MajorDetail }) {
  const satisfaction =
    detail.satisfactionOverall === null ? NONE : `${detail.satisfactionOverall.toFixed(1)} 分${detail.satisfactionVotes ? `（${detail.satisfactionVotes} 人评价）` : ''}`;
  const texts = [
    { id: 'major-intro', title: '专业介绍', text: detail.introduction },
    { id: 'major-goal', title: '培养目标', text: detail.cultivationGoal },
    { id: 'major-req', title: '培养要求', text: detail.cultivationRequirements },
    { id: 'major-subjects', title: '选科要求', text: detail.subjectRequirements },
    { id: 'major-skills', title: '知识能力', text: detail.knowledgeAndSkills },
    { id: 'major-postgrad', title: '考研方向', text: detail.postgraduateDirections },
    { id: 'major-certs', title: '职业资格证书', text: detail.certificates },
    { id: 'major-famous', title: '社会名人', text: detail.famousPersons },
  ];
  const missing = [...texts.filter((t) => !t.text).map((t) => t.title), ...(detail.mainCourses.length ? [] : ['主要课程'])];
  return (
    <div className="zy-detail-sections" data-testid="major-overview">
      <dl className="zy-major-facts">
        <Fact label="专业层次">{detail.levelName}</Fact>
        <Fact label="修业年限">{detail.years ?? NONE}</Fact>
        <Fact label="授予学位">{detail.degree ?? NONE}</Fact>
        <Fact label="男女比例">{detail.genderRatio ?? NONE}</Fact>
        <Fact label="全国毕业生规模">
          {detail.graduatesNationwide ? `${detail.graduatesNationwide}${detail.graduatesStatDate ? `（${detail.graduatesStatDate}）` : ''}` : NONE}
        </Fact>
        <Fact label="专业满意度" hint="学职平台在校生与毕业生的综合满意度评分（5分制）">
          {satisfaction}
        </Fact>
        <Fact label="平均月薪" hint="掌上高考的估算，非官方统计">
          {yuan(detail.salaryAvg)}
        </Fact>
        <Fact label="毕业5年平均月薪" hint="掌上高考的估算，非官方统计">
          {yuan(detail.fiveSalaryAvg)}
        </Fact>
      </dl>
      {texts.filter((t) => t.text).map((t) => (
        <TextSection key={t.id} id={t.id} title={t.title} text={t.text} />
      ))}
      {detail.mainCourses.length > 0 && (
        <section aria-labelledby="major-courses">
          <h2 className="zy-section-title" id="major-courses">
            主要课程
          </h2>
          {coursesKindLabel(detail.coursesKind) && <p className="zy-muted">{coursesKindLabel(detail.coursesKind)}</p>}
          <ul className="zy-major-courses">
            {detail.mainCourses.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      )}
      {(detail.level === 2 || detail.upgradeVocationalBachelor || detail.upgradeGeneralBachelor) && (
        <section aria-labelledby="major-upgrade">
          <h2 className="zy-section-title" id="major-upgrade">
            接续专业
          </h2>
          <dl className="zy-major-facts">
            <Fact label="接续职业本科">{detail.upgradeVocationalBachelor ?? NONE}</Fact>
            <Fact label="接续普通本科">{detail.upgradeGeneralBachelor ?? NONE}</Fact>
          </dl>
        </section>
      )}
      {missing.length > 0 && (
        <section aria-labelledby="major-missing" data-testid="major-missing">
          <h2 className="zy-section-title" id="major-missing">
            暂无
          </h2>
          <p className="zy-muted">
            {missing.join('、')}：暂无（我们收录的教育部目录、学职平台与掌上高考数据中没有该专业的这些内容）。
          </p>
        </section>
      )}
      <DataSourceNote sources={detail.sources} />
    </div>
  );
}

/** The 中类 a major's graduates go into, each with the 小类 pages of the 职业库. */
function ProfessionTypeList({ types, nav }: { types: MajorProfessionType[]; nav: MajorNav }) {
  return (
    <ul className="zy-major-professions">
      {types.map((p) => (
        <li key={p.typeCode} className="zy-major-profession">
          <h3>
            {p.typeName}
            <span className="zy-major-code">大典 {p.typeCode}</span>
          </h3>
          <p className="zy-cell-note">依据：{p.evidence}</p>
          <MinorTypes type={p} nav={nav} />
        </li>
      ))}
    </ul>
  );
}

/** A 中类 lists every 小类 up to this many; beyond, the 小类 named like the major first and the rest on asking. */
const MINORS_AT_ONCE = 8;

/**
 * The 小类 of a mapped 中类. The map names only the 中类 (工程技术人员 has 39
 * 小类, from 地质勘探 to 数字技术): where it is wide, the 小类 whose names
 * share a word with the major's field come first and the others wait behind a button.
 */
function MinorTypes({ type, nav }: { type: MajorProfessionType; nav: MajorNav }) {
  const [all, setAll] = useState(false);
  const wide = type.minorTypes.length > MINORS_AT_ONCE;
  const named = type.minorTypes.filter((m) => m.named);
  const shown = !wide || all ? [...named, ...type.minorTypes.filter((m) => !m.named)] : named;
  const hidden = type.minorTypes.length - shown.length;
  return (
    <>
      {wide && (
        <p className="zy-cell-note">
          数据只对应到大典中类「{type.typeName}」，该类共 {type.minorTypes.length} 个小类；
          {named.length ? '名称与本专业领域相同的小类排在前面。' : '其中没有名称与本专业领域相同的小类。'}
        </p>
      )}
      <div className="zy-major-minors">
        {shown.map((m) =>
          m.clickable ? (
            <OpenLink key={m.typeCode} className="zy-major-minor" href={nav.professionHref?.(m.typeCode)} onOpen={() => nav.openProfession(m.typeCode, m.typeName)}>
              {m.typeName}
            </OpenLink>
          ) : (
            <span key={m.typeCode} className="zy-major-minor is-disabled">
              {m.typeName}
            </span>
          ),
        )}
        {wide && (
          <Button type="link" size="small" className="zy-major-minors-toggle" aria-expanded={all} onClick={() => setAll(!all)}>
            {all ? '收起' : named.length ? `展开其余 ${hidden} 个小类` : `展开全部 ${hidden} 个小类`}
          </Button>
        )}
      </div>
    </>
  );
}

const NO_SHARES = '各职业方向的就业比例、招聘人数与薪资走势没有可公开使用的数据来源，这里暂不显示；点击职业可查看职业库中的详情。';

/** 就业前景: the direction text from the introduction and the related profession types. */
function MajorEmploymentTab({ id, nav }: { id: string; nav: MajorNav }) {
  const employment = useMajorEmployment(id);
  return (
    <LoadState query={employment} what="就业前景">
      {employment.data && (
        <div className="zy-detail-sections" data-testid="major-employment">
          <TextSection id="major-direction" title="就业方向" text={employment.data.direction} />
          <section aria-labelledby="major-prof-types">
            <h2 className="zy-section-title" id="major-prof-types">
              相关职业
            </h2>
            <Alert type="info" showIcon className="zy-major-alert" title={NO_SHARES} />
            <ProfessionTypeList types={employment.data.professionTypes} nav={nav} />
          </section>
        </div>
      )}
    </LoadState>
  );
}

/** A 专业类: 专业概况 (its majors: code, years, gender ratio) and 职业方向. */
function TypeView({ data, tab, nav }: { data: MajorTypeDetail; tab: TypeTab; nav: MajorNav }) {
  const { majors, level, typeCode } = data;
  const levelName = level === 1 ? '本科专业' : level === 2 ? '专科专业' : '高职本科';
  return (
    <article className="zy-major-view">
      <header className="zy-major-head">
        <Crumbs items={[levelName, data.categoryName]} />
        <h1 className="zy-major-title">{data.typeName}</h1>
        <div className="zy-major-head-tags">
          <span className="zy-major-code-tag">专业类代码 {data.typeCode}</span>
          <span className="zy-muted">共 {majors.length} 个专业</span>
        </div>
      </header>
      <Tabs
        className="zy-major-tabs"
        activeKey={tab}
        onChange={(key) => nav.open({ kind: 'type', type: typeCode, level, tab: key as TypeTab })}
        items={[
          { key: 'overview', label: '专业概况' },
          { key: 'professions', label: '职业方向' },
        ]}
      />
      {tab === 'overview' ? (
        <div className="zy-detail-sections" data-testid="type-overview">
          <table className="zy-major-type-table">
            <thead>
              <tr>
                <th>专业名称</th>
                <th>国家专业代码</th>
                <th>修业年限</th>
                <th>男女比例</th>
              </tr>
            </thead>
            <tbody>
              {majors.map((m) => (
                <tr key={m.id}>
                  <td>
                    <OpenLink href={nav.href?.({ kind: 'major', id: m.id, level })} onOpen={() => nav.open({ kind: 'major', id: m.id, level })}>
                      {m.majorName}
                    </OpenLink>
                  </td>
                  <td>{m.majorCode}</td>
                  <td>{m.years ?? NONE}</td>
                  <td>{m.genderRatio ?? NONE}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="zy-muted">国家专业代码仅供参考，不可用于志愿填报；填报时以各省招生计划中的专业代号为准。</p>
        </div>
      ) : data.professionTypes.length ? (
        <div className="zy-detail-sections" data-testid="type-professions">
          <ProfessionTypeList types={data.professionTypes} nav={nav} />
          <p className="zy-muted">职业方向来自本项目整理的专业类与《职业分类大典（2022年版）》中类对应表，每条注明依据（专业介绍中的就业描述或专业类名所指领域）。</p>
        </div>
      ) : (
        <Empty description="暂无数据" />
      )}
    </article>
  );
}
