import type { ThemeConfig } from 'antd';

/** A calm, trustworthy blue; 16 px base font (spec §9). */
export const BRAND_BLUE = '#1f5fd1';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    colorLink: BRAND_BLUE,
    colorBgLayout: '#f4f6fa',
    colorTextBase: '#1f2937',
    fontSize: 16,
    borderRadius: 8,
    controlHeight: 36,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Menu: { horizontalLineHeight: '48px', itemPaddingInline: 14 },
    Result: { titleFontSize: 22 },
  },
};
