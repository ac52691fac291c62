/**
 * The province a page opens on (spec §1): the student profile's 高考省份, else
 * the one last picked on this device, else the page's own default.
 */
import { isProvinceName } from '@zhiyuan/domain';
import { useViewer } from './viewer';

const PROVINCE_KEY = 'zhiyuan.province';

/** Remembers a province the visitor picked, for the next page that asks. */
export function rememberProvince(province: string): void {
  if (isProvinceName(province)) globalThis.localStorage?.setItem(PROVINCE_KEY, province);
}

function storedProvince(): string | null {
  const stored = globalThis.localStorage?.getItem(PROVINCE_KEY) ?? null;
  return stored !== null && isProvinceName(stored) ? stored : null;
}

/** The profile's province, else the remembered one, else null: the page applies its own default. */
export function usePreferredProvince(): string | null {
  const { info } = useViewer();
  return info?.province ?? storedProvince();
}
