import { useState } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ProfessionDetail } from './ProfessionDetail';
import { ProfessionLibrary } from './ProfessionLibrary';
import type { ProfessionTab } from './paths';

/** The drawer's 职业库: the page's library; a node opens the drawer's professionDetail view. */
export function DrawerProfessionLibrary({ onOpen }: { onOpen: (code: string, name: string) => void }) {
  return (
    <div className="zy-drawer-professions">
      <h2 className="zy-drawer-view-title">职业库</h2>
      <ProfessionLibrary onOpen={onOpen} />
    </div>
  );
}

/** The drawer's professionDetail: the page's detail, its tabs and tree kept inside the drawer. */
export function DrawerProfessionDetail({ code, onOpen, onBack }: { code: string; onOpen: (code: string) => void; onBack: () => void }) {
  const [tab, setTab] = useState<ProfessionTab>('overview');
  return (
    <div className="zy-drawer-professions">
      <ProfessionDetail
        key={code}
        code={code}
        tab={tab}
        onOpen={(next) => {
          setTab('overview');
          onOpen(next);
        }}
        onTab={setTab}
        libraryLink={
          <Button type="link" size="small" icon={<ArrowLeftOutlined />} onClick={onBack} className="professions-back">
            返回职业库
          </Button>
        }
      />
    </div>
  );
}
