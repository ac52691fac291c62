/** The 31 provinces in the short form the data uses, in the MOE list's order. */
export const PROVINCE_NAMES = [
  '北京', '天津', '河北', '山西', '内蒙古', '辽宁', '吉林', '黑龙江', '上海', '江苏', '浙江',
  '安徽', '福建', '江西', '山东', '河南', '湖北', '湖南', '广东', '广西', '海南', '重庆',
  '四川', '贵州', '云南', '西藏', '陕西', '甘肃', '青海', '宁夏', '新疆',
] as const;
export type ProvinceName = (typeof PROVINCE_NAMES)[number];

const FULL_NAMES: Record<ProvinceName, string> = {
  北京: '北京市', 天津: '天津市', 河北: '河北省', 山西: '山西省', 内蒙古: '内蒙古自治区',
  辽宁: '辽宁省', 吉林: '吉林省', 黑龙江: '黑龙江省', 上海: '上海市', 江苏: '江苏省',
  浙江: '浙江省', 安徽: '安徽省', 福建: '福建省', 江西: '江西省', 山东: '山东省',
  河南: '河南省', 湖北: '湖北省', 湖南: '湖南省', 广东: '广东省', 广西: '广西壮族自治区',
  海南: '海南省', 重庆: '重庆市', 四川: '四川省', 贵州: '贵州省', 云南: '云南省',
  西藏: '西藏自治区', 陕西: '陕西省', 甘肃: '甘肃省', 青海: '青海省', 宁夏: '宁夏回族自治区',
  新疆: '新疆维吾尔自治区',
};

export function provinceFullName(name: ProvinceName): string {
  return FULL_NAMES[name];
}

export function isProvinceName(value: string): value is ProvinceName {
  return (PROVINCE_NAMES as readonly string[]).includes(value);
}

/** 北京市 → 北京, 广西壮族自治区 → 广西; unknown names give null. */
export function shortProvinceName(fullOrShort: string): ProvinceName | null {
  const v = fullOrShort.trim();
  if (isProvinceName(v)) return v;
  for (const name of PROVINCE_NAMES) if (FULL_NAMES[name] === v) return name;
  return null;
}

/** Default province of the rank and batch pages (spec §9). */
export const DEFAULT_RANK_PROVINCE: ProvinceName = '安徽';
/** Default global location (spec §9). */
export const DEFAULT_LOCATION: ProvinceName = '北京';
