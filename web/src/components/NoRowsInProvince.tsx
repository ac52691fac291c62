import { Alert } from 'antd';

/**
 * A school's tab opened in a province it has no rows in (the student's own, usually): says so, and in which
 * provinces it has them, instead of a bare 暂无数据 under filters that read 暂无.
 */
export function NoRowsInProvince({ province, provinces, what }: { province: string | undefined; provinces: readonly string[]; what: string }) {
  if (province === undefined || provinces.length === 0 || provinces.includes(province)) return null;
  return (
    <Alert
      className="zy-no-rows-in-province"
      type="info"
      showIcon
      title={`本站没有这所学校在${province}的${what}`}
      description={`有数据的省份：${provinces.join('、')}。可在“省份”中切换。`}
    />
  );
}
