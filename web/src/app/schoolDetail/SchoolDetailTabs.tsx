import type { ReactNode } from 'react';
import { EarlyPlanTab, EarlyScoreTab } from '../../features/earlybatch/SchoolEarlyBatch';
import { useEarlyBatchProvinces } from '../../features/earlybatch/api';
import { earlyBatchProvince } from '@zhiyuan/domain';
import { GuideDetail, GuidesTab } from '../../features/guides/GuidesTab';
import { PlansTab } from '../../features/plans/PlansTab';
import { useSchoolBase } from '../../features/schools/api';
import { MajorsTab } from '../../features/schools/MajorsTab';
import { OverviewTab } from '../../features/schools/OverviewTab';
import { ScoreLinesTab } from '../../features/scorelines/ScoreLinesTab';
import { useDetailParams } from '../../lib/detailParams';
import { rememberProvince, usePreferredProvince } from '../../lib/province';

/**
 * The school detail's tabs, each a route of its own on the page (spec §2
 * School detail). The tabs come from five areas (schools, guides, scorelines,
 * plans, earlybatch), which know nothing of each other: this is where they meet.
 */
export const DETAIL_TABS = [
  { path: 'chadaxueoverview', label: '院校概况' },
  { path: 'chadaxuezhaosheng', label: '招生简章' },
  { path: 'chadaxueluqu', label: '录取分数线' },
  { path: 'chadaxuejihua', label: '招生计划' },
  { path: 'chadaxuezhuanye', label: '专业院系' },
  { path: 'preFraction', label: '提前批招生计划' },
  { path: 'preFractionScoreline', label: '提前批分数线' },
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number]['path'];

interface TabContentProps {
  schoolId: string;
  tab: DetailTab;
  /** An open admission guide of the 招生简章 tab */
  guideId?: string;
  onOpenGuide: (guideId: string) => void;
  onCloseGuide: () => void;
}

/**
 * The content of one tab. The early-batch tabs are open here: the detail is
 * embedded for one school (spec §2), whatever the visitor's VIP status.
 */
export function SchoolDetailTabContent({ schoolId, tab, guideId, onOpenGuide, onCloseGuide }: TabContentProps): ReactNode {
  switch (tab) {
    case 'chadaxueoverview':
      return <OverviewTab schoolId={schoolId} />;
    case 'chadaxuezhaosheng':
      return guideId ? <GuideDetail guideId={guideId} onBack={onCloseGuide} /> : <GuidesTab schoolId={schoolId} onOpen={onOpenGuide} />;
    case 'chadaxueluqu':
      return <ScoreLinesTab schoolId={schoolId} />;
    case 'chadaxuejihua':
      return <PlansTab schoolId={schoolId} />;
    case 'chadaxuezhuanye':
      return <MajorsTab schoolId={schoolId} />;
    case 'preFraction':
    case 'preFractionScoreline':
      return <EarlyTab schoolId={schoolId} tab={tab} />;
  }
}

function EarlyTab({ schoolId, tab }: { schoolId: string; tab: 'preFraction' | 'preFractionScoreline' }) {
  const params = useDetailParams();
  const base = useSchoolBase(schoolId);
  // spec §1/§2: the province picked; else the student's, else the school's own, whichever has rows; else the first with rows
  const preferred = usePreferredProvince();
  const withRows = useEarlyBatchProvinces(schoolId);
  const rowsIn = tab === 'preFraction' ? withRows.data?.plans : withRows.data?.scoreLines;
  const opening =
    base.data === undefined || (rowsIn === undefined && withRows.isPending) ? undefined : earlyBatchProvince([preferred, base.data.provinceName], rowsIn ?? []);
  const props = {
    schoolId,
    province: params.get('p') ?? opening,
    withRows: rowsIn ?? [],
    onProvince: (p: string) => {
      rememberProvince(p);
      params.set({ p, y: undefined, s: undefined });
    },
    year: params.get('y'),
    onYear: (y: string | undefined) => params.set({ y }),
    subject: params.get('s'),
    onSubject: (s: string | undefined) => params.set({ s }),
  };
  return tab === 'preFraction' ? <EarlyPlanTab {...props} /> : <EarlyScoreTab {...props} />;
}
