import {
  CaveatMarker,
  QUALITY_MARKS,
  QualityLegend,
  qualityCaveat,
  type DataCaveat,
  type ValueMarkKind,
} from '../../components/QualityMarker';

/** The marks beside a single value in score and plan tables, exactly as the tables show them. */
const VALUE_MARKS: readonly ValueMarkKind[] = ['rankDerived', 'third_party', 'suspect'];

/**
 * The markers on a whole table (一分一段, 批次线), with the site's labels; the
 * sentences say in general what each page says of its own table.
 */
const TABLE_CAVEATS: readonly DataCaveat[] = [
  qualityCaveat('truncated', '这张表只公布了一部分分数段（例如只有 400 分及以上），表外的分数查不到位次。'),
  qualityCaveat('suspect', '这张表的几个来源之间不一致，或累计人数校验未通过，仅供参考。'),
  qualityCaveat('third_party', '这张表转载自第三方网站，未经考试院原件核对，请以官方公布为准。'),
];

/** 数据质量标记: what the markers seen across the site mean. */
export function QualityMarkersSection() {
  return (
    <section id="markers" className="zy-about-card" aria-labelledby="about-markers">
      <h2 id="about-markers">数据质量标记</h2>
      <p>不是官方原表原样照录的数据，页面上都会加一个标记提醒你留意。把鼠标移到标记上（手机上点一下）也能看到说明。</p>
      <div className="zy-about-markers">
        <div className="zy-about-block">
          <h4>数字旁的小方块：分数线、招生计划等表格中的单个数字</h4>
          <ul className="zy-about-marker-list" aria-label="数字旁的标记">
            {VALUE_MARKS.map((kind) => (
              <li key={kind}>
                <span className="zy-about-marker">
                  <QualityLegend marks={[kind]} />
                </span>
                <span>{QUALITY_MARKS[kind].text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="zy-about-block">
          <h4>表格旁的标签：整张一分一段表或批次线</h4>
          <ul className="zy-about-marker-list" aria-label="表格旁的标记">
            {TABLE_CAVEATS.map((caveat) => (
              <li key={caveat.label}>
                <span className="zy-about-marker">
                  <CaveatMarker caveat={caveat} />
                </span>
                <span>{caveat.detail}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
