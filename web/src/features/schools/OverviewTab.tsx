import { Collapse } from 'antd';
import { LoadState } from '../../components/LoadState';
import { useSchoolOverview } from './api';
import { unverifiedReason } from './schoolDisplay';
import './detail.css';

/** 院校概况 (spec §2): introduction and campus media, each collapsible. */
export function OverviewTab({ schoolId }: { schoolId: string }) {
  const overview = useSchoolOverview(schoolId);
  const data = overview.data;
  const media = data?.campusSceneryMedia ?? [];
  return (
    <LoadState query={overview} what="院校概况">
      <Collapse
        className="zy-overview-collapse"
        defaultActiveKey={['intro', 'media']}
        items={[
          {
            key: 'intro',
            label: '院校简介',
            children: (
              <LoadState query={overview} what="院校简介" isEmpty={!data?.schoolOverview} emptyReason={unverifiedReason('学校简介')}>
                <div className="zy-overview-text">{data?.schoolOverview}</div>
              </LoadState>
            ),
          },
          {
            key: 'media',
            label: '校园风光',
            children: (
              <LoadState query={overview} what="校园风光" isEmpty={media.length === 0} emptyReason={unverifiedReason('校园图片和视频')}>
                <div className="zy-media-grid">
                  {media.map((m) =>
                    m.type === 'video' ? (
                      <video key={m.url} src={m.url} controls preload="none" />
                    ) : (
                      <img key={m.url} src={m.url} alt="校园风光" loading="lazy" />
                    ),
                  )}
                </div>
              </LoadState>
            ),
          },
        ]}
      />
    </LoadState>
  );
}
