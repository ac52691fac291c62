import { isProfessionTypeCode } from '@zhiyuan/domain';

/** The route of a 职业分类大典 node: a 5-character type code opens 职业概况, a profession 岗位情况 (spec §4). */
export const professionPath = (code: string) => (isProfessionTypeCode(code) ? `/chazhiyeoverview/${code}` : `/chazhiyedetail/${code}`);
