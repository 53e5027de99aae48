/**
 * Design tokens of Glinche Automobiles, for JavaScript use (canvas, meta theme-color, media
 * queries in JS…). The same values are declared as CSS custom properties in `tokens.css`:
 * `tokens.color.primaryHover` ↔ `--ga-color-primary-hover`, `tokens.space['4']` ↔ `--ga-space-4`.
 * A test keeps the two files in sync.
 */
export const tokens = {
  color: {
    /** Deep navy ink: headings, dark surfaces, footer. */
    ink: '#0b1b3f',
    /** Brand navy: links, primary buttons, focus. */
    primary: '#163b7a',
    primaryHover: '#0f2d62',
    primarySoft: '#e9effa',
    /** Warm "orange Glinche": main calls to action and prices (4.6:1 on white). */
    accent: '#cc4a0a',
    accentHover: '#a93c06',
    accentSoft: '#fff1e8',
    /** Bright orange for illustrations and decoration only (not for text). */
    accentBright: '#ff7a1a',
    success: '#16794a',
    successSoft: '#e8f6ee',
    info: '#1d5fd1',
    infoSoft: '#eaf1fd',
    warning: '#b45309',
    warningSoft: '#fff6e0',
    danger: '#c62828',
    dangerHover: '#a51f1f',
    dangerSoft: '#fdecec',
    /** Rating stars. */
    star: '#f5a524',
    white: '#ffffff',
    gray50: '#f6f7f9',
    gray100: '#eef1f5',
    gray200: '#e1e5ec',
    gray300: '#c9d0db',
    gray400: '#98a2b3',
    gray500: '#6b7385',
    gray600: '#4b5568',
    gray700: '#344054',
    gray800: '#1d2939',
    text: '#1d2939',
    textMuted: '#5b6475',
    textInverse: '#ffffff',
    border: '#e1e5ec',
    borderStrong: '#c9d0db',
    surface: '#ffffff',
    surfaceMuted: '#f6f7f9',
    focus: '#1d5fd1',
  },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
    '20': '5rem',
    '24': '6rem',
  },
  radius: {
    xs: '4px',
    sm: '6px',
    md: '10px',
    lg: '16px',
    xl: '24px',
    pill: '999px',
  },
  shadow: {
    xs: '0 1px 2px rgba(11, 27, 63, 0.06)',
    sm: '0 1px 3px rgba(11, 27, 63, 0.08), 0 1px 2px rgba(11, 27, 63, 0.04)',
    md: '0 6px 16px -4px rgba(11, 27, 63, 0.12), 0 2px 4px rgba(11, 27, 63, 0.05)',
    lg: '0 18px 40px -12px rgba(11, 27, 63, 0.22)',
    focus: '0 0 0 3px rgba(29, 95, 209, 0.35)',
  },
  font: {
    sans: "'Inter Variable', 'Inter Variable Fallback: Arial', 'Inter Variable Fallback: Roboto', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    display:
      "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans Variable Fallback: Arial', 'Plus Jakarta Sans Variable Fallback: Roboto', 'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
    '6xl': '4.5rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
    extrabold: '800',
  },
  lineHeight: {
    tight: '1.15',
    snug: '1.3',
    normal: '1.55',
  },
  breakpoint: {
    sm: '576px',
    md: '768px',
    lg: '1024px',
    xl: '1280px',
  },
  zIndex: {
    base: '0',
    dropdown: '1000',
    sticky: '1100',
    header: '1200',
    overlay: '1300',
    modal: '1400',
    toast: '1500',
    tooltip: '1600',
  },
  container: {
    narrow: '768px',
    max: '1280px',
    wide: '1440px',
    gutter: '1.25rem',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;

export type Tokens = typeof tokens;

/** Media query strings from the breakpoints, e.g. `window.matchMedia(mediaUp.lg)`. */
export const mediaUp = {
  sm: `(min-width: ${tokens.breakpoint.sm})`,
  md: `(min-width: ${tokens.breakpoint.md})`,
  lg: `(min-width: ${tokens.breakpoint.lg})`,
  xl: `(min-width: ${tokens.breakpoint.xl})`,
} as const;

const kebab = (s: string): string => s.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`).replace(/([a-z])(\d)/g, '$1-$2');

/** Name of the CSS custom property of a token: `cssVarName('color', 'primaryHover')` → `--ga-color-primary-hover`. */
export function cssVarName(group: keyof Tokens, key: string): string {
  return `--ga-${kebab(group)}-${kebab(key)}`;
}

/** `var(--ga-…)` reference of a token, for inline styles. */
export function cssVar(group: keyof Tokens, key: string): string {
  return `var(${cssVarName(group, key)})`;
}
