import type { ReactNode } from 'react';

/**
 * Stands in for antd's tooltip/UniqueProvider where ConfigProvider imports it (web/vite.config.ts):
 * ConfigProvider wraps the app in it only with `tooltip={{ unique: true }}`, which this app does not
 * set, but the import alone brought @rc-component/trigger (≈ 6 KB gzip) into the entry. Tooltips,
 * popovers and dropdowns import the trigger themselves and are not affected.
 */
export default function TooltipUniqueProvider({ children }: { children?: ReactNode }) {
  return children;
}
