import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { SchoolHeader } from '../../features/schools/SchoolHeader';
import { DetailParamsContext, useLocalDetailParams } from '../../lib/detailParams';
import { DETAIL_TABS, SchoolDetailTabContent, type DetailTab } from './SchoolDetailTabs';
import './schoolDetail.css';

interface DrawerSchoolDetailProps {
  schoolId: string;
  schoolName?: string;
  backLabel?: string;
  onBack: () => void;
}

/** The drawer's schoolDetail view: the page's header and tabs with local state, so the page beneath keeps its URL. */
export default function DrawerSchoolDetail({ schoolId, schoolName, backLabel = '返回院校库', onBack }: DrawerSchoolDetailProps) {
  const [tab, setTab] = useState<DetailTab>('chadaxueoverview');
  const [guideId, setGuideId] = useState<string | undefined>();
  const params = useLocalDetailParams();
  return (
    <div className="zy-drawer-school-detail zy-school-detail">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} className="zy-drawer-back">
        {backLabel}
      </Button>
      <SchoolHeader schoolId={schoolId} fallbackName={schoolName} />
      <Tabs
        activeKey={tab}
        items={DETAIL_TABS.map((t) => ({ key: t.path, label: t.label }))}
        more={{ trigger: ['click'] }}
        onChange={(key) => {
          setTab(key as DetailTab);
          // returning to 招生简章 shows the list again (spec §2)
          setGuideId(undefined);
          params.reset();
        }}
      />
      <DetailParamsContext.Provider value={params}>
        <SchoolDetailTabContent schoolId={schoolId} tab={tab} guideId={guideId} onOpenGuide={setGuideId} onCloseGuide={() => setGuideId(undefined)} />
      </DetailParamsContext.Provider>
    </div>
  );
}
