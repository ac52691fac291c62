import type { OddsIndex } from '@zhiyuan/domain';
export function markdownReport(_runs: unknown[], _i: OddsIndex): string { return ''; }
