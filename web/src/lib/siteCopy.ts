/**
 * What the VIP gating setting puts behind the VIP wall (spec §6), in the words
 * every page uses when it speaks of paying: with gating on no page may say
 * 不设付费墙, with gating off none may show a VIP wall.
 */
export const VIP_ONLY_SCOPE = '职业详情和提前批的完整数据';
