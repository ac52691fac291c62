import { Collapse, Empty, Skeleton } from 'antd';
import { useSchoolOverview } from './detailApi';

/** 院校概况 (spec §2): introduction and campus media, each collapsible. */
export function OverviewTab({ schoolId }: { schoolId: string }) {
  const overview = useSchoolOverview(schoolId);
  if (overview.isPending) return <Skeleton active />;
  const data = overview.data;
  const noData = (what: string) => (
    <Empty
      description={
        <>
          暂无数据
          <span className="zy-empty-hint">{what}尚无可公开核实的数据来源，本站不展示未经核实的内容。</span>
        </>
      }
    />
  );
  return (
    <Collapse
      className="zy-overview-collapse"
      defaultActiveKey={['intro', 'media']}
      items={[
        {
          key: 'intro',
          label: '院校简介',
          children: data?.schoolOverview ? <div className="zy-overview-text">{data.schoolOverview}</div> : noData('学校简介'),
        },
        {
          key: 'media',
          label: '校园风光',
          children:
            data && data.campusSceneryMedia.length > 0 ? (
              <div className="zy-media-grid">
                {data.campusSceneryMedia.map((m) =>
                  m.type === 'video' ? (
                    <video key={m.url} src={m.url} controls preload="none" />
                  ) : (
                    <img key={m.url} src={m.url} alt="校园风光" loading="lazy" />
                  ),
                )}
              </div>
            ) : (
              noData('校园图片和视频')
            ),
        },
      ]}
    />
  );
}
