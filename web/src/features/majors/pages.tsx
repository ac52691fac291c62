import { useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { App } from 'antd';
import { MAJOR_NO_INTRO, type MajorItem } from '@zhiyuan/domain';
import { PageTitle } from '../../components/PageTitle';
import { useUrlPatch } from '../../lib/filterState';
import { MajorDetailView } from './MajorDetailView';
import { MajorLibrary, type MajorLibraryController } from './MajorLibrary';
import { majorPath, professionPath, schoolPath, type MajorNav, type MajorTab, type MajorTarget, type TypeTab } from './nav';

const levelOf = (value: string | null): number | undefined => {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 ? n : undefined;
};

/** The library's state in the address (?level=&category=&q=), so a shared link shows the same list. */
function useUrlMajorLibrary(): MajorLibraryController {
  const [params] = useSearchParams();
  // builds on the query written last while the address catches up: a quick second pick keeps the first
  const patch = useUrlPatch<'level' | 'category' | 'q'>();
  return useMemo(
    () => ({
      state: { level: levelOf(params.get('level')) ?? 1, category: params.get('category') ?? undefined, query: params.get('q') ?? '' },
      setLevel: (level) => patch({ level: level === 1 ? undefined : String(level), category: undefined }),
      setCategory: (category) => patch({ category }),
      setQuery: (query) => patch({ q: query }),
    }),
    [params, patch],
  );
}

/** A major without code or level has no page (spec §5). */
export function useOpenMajor(open: (major: MajorItem) => void) {
  const { message } = App.useApp();
  return (major: MajorItem) => {
    if (!major.majorCode || !major.level) void message.warning(MAJOR_NO_INTRO);
    else open(major);
  };
}

function usePageNav(): MajorNav {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      href: majorPath,
      open: (to) => navigate(majorPath(to)),
      schoolHref: schoolPath,
      openSchool: (id) => navigate(schoolPath(id)),
      professionHref: professionPath,
      openProfession: (code) => navigate(professionPath(code)),
    }),
    [navigate],
  );
}

/** /chazhuanye */
export function MajorLibraryPage() {
  const controller = useUrlMajorLibrary();
  const nav = usePageNav();
  const openMajor = useOpenMajor((m) => nav.open({ kind: 'major', id: m.id, level: m.level }));
  const { key } = useLocation();
  return (
    <div className="zy-container zy-page">
      <PageTitle>查专业</PageTitle>
      <h1 className="zy-page-title">查专业</h1>
      <p className="zy-page-subtitle">本科（2025年目录）、专科与高职本科（2026年目录）的全部专业，按门类与专业类排列，可按名称或拼音搜索。</p>
      <MajorLibrary
        controller={controller}
        onOpenMajor={openMajor}
        onOpenType={(type, level) => nav.open({ kind: 'type', type, level })}
        majorHref={(m) => majorPath({ kind: 'major', id: m.id, level: m.level })}
        typeHref={(type, level) => majorPath({ kind: 'type', type, level })}
        rememberKey={key}
      />
    </div>
  );
}

function DetailPage({ target }: { target: MajorTarget }) {
  const nav = usePageNav();
  return (
    <div className="zy-container zy-page">
      <PageTitle>{target.kind === 'major' ? '专业详情' : '专业类'}</PageTitle>
      <MajorDetailView target={target} nav={nav} />
    </div>
  );
}

function useMajorTarget(tab: MajorTab): MajorTarget {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  // spec §2: the detail reads the route's id, or the query's code
  return { kind: 'major', id: id || params.get('code') || '', level: levelOf(params.get('level')), tab };
}

function useTypeTarget(tab: TypeTab): MajorTarget {
  const { type = '' } = useParams();
  const [params] = useSearchParams();
  return { kind: 'type', type: type || params.get('code') || '', level: levelOf(params.get('level')), tab };
}

/** /chazhuanyedetail/:id */
export function MajorDetailPage() {
  return <DetailPage target={useMajorTarget('overview')} />;
}

/** /chazhuanyedetailjiuye/:id */
export function MajorEmploymentPage() {
  return <DetailPage target={useMajorTarget('employment')} />;
}

/** /chazhuanyedetailyuanxiao/:id */
export function MajorSchoolsPage() {
  return <DetailPage target={useMajorTarget('schools')} />;
}

/** /chazhuanyetype/:type */
export function MajorTypePage() {
  return <DetailPage target={useTypeTarget('overview')} />;
}

/** /chazhuanyetypezhiye/:type */
export function MajorTypeProfessionsPage() {
  return <DetailPage target={useTypeTarget('professions')} />;
}
