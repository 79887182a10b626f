import type { ThemeConfig } from 'antd';

/**
 * Wedding rose. Every text colour below passes WCAG AA (4.5:1) for small text on white:
 * primary #9d2452 7.48:1 (white on primary as well), error #c41d24 5.92:1, success #2f7d32 5.12:1,
 * warning #a15c00 5.19:1, info #1f5fae 6.35:1, secondary text #666 5.74:1, placeholder #737373 4.74:1.
 * antd's defaults (#1677ff 4.10:1, #ff4d4f 3.27:1, tertiary text #8c8c8c 3.36:1, placeholder #bfbfbf 1.83:1) fail axe;
 * Select placeholders are real text, so axe measures them.
 */
export const brand = {
  primary: '#9d2452',
  primaryDark: '#7a1c40',
  primarySoft: '#fbeff3',
} as const;

export const theme: ThemeConfig = {
  cssVar: { key: 'svatby' },
  token: {
    colorPrimary: brand.primary,
    colorLink: brand.primary,
    colorLinkHover: brand.primaryDark,
    colorLinkActive: brand.primaryDark,
    colorInfo: '#1f5fae',
    colorError: '#c41d24',
    colorSuccess: '#2f7d32',
    colorWarning: '#a15c00',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  },
  components: {
    Badge: { colorError: brand.primary },
    // antd's default 'inherit' for these custom properties makes every getComputedStyle() of a
    // button's subtree exponential in its depth under jsdom (jsdom#4330): 1.3 s per call in the
    // home page tests. The browser's result of 'inherit' here is the button's own font size.
    Button: { onlyIconSize: 14, onlyIconSizeSM: 14, onlyIconSizeLG: 16 },
  },
};
