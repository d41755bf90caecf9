/** The one theme: colours, type scale, spacing, radii, shadows and breakpoints. */
export const theme = {
  color: {
    background: '#faf9f6',
    surface: '#ffffff',
    surfaceMuted: '#f3f1ec',
    text: '#1d1b22',
    textSecondary: '#57535f',
    textTertiary: '#6f6a78',
    border: '#e4e0d8',
    borderStrong: '#cdc7bc',
    primary: '#3730a3',
    primaryHover: '#2e2890',
    primarySoft: '#eceafb',
    onPrimary: '#ffffff',
    accent: '#b45309',
    accentSoft: '#fdf3e3',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#166534',
    successSoft: '#e8f5ec',
    focus: '#6d5efc',
    skeleton: '#ebe8e1',
    overlay: 'rgba(20, 18, 28, 0.5)',
    /** The sticky header, slightly see-through. */
    headerBg: 'rgba(255, 255, 255, 0.92)',
    /** The footer and other dark bands. */
    inverse: '#1b1833',
    onInverse: '#f5f3ff',
    onInverseMuted: '#c4bfdb',
    inverseBorder: 'rgba(255, 255, 255, 0.16)',
    inverseHover: 'rgba(255, 255, 255, 0.08)',
    /** Soft wash behind the home hero. */
    heroGlow: 'radial-gradient(1200px 480px at 50% -10%, #e4e0fb 0%, rgba(250, 249, 246, 0) 70%)',
  },
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    quote: "Georgia, 'Iowan Old Style', 'Times New Roman', serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  /** Font sizes in rem. */
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    xxxl: '2.25rem',
    display: 'clamp(2rem, 5vw, 3rem)',
  },
  lineHeight: { tight: 1.2, normal: 1.5, relaxed: 1.7 },
  fontWeight: { normal: 400, medium: 500, semibold: 600, bold: 700 },
  /** Spacing scale in px. */
  space: { xxs: 4, xs: 8, sm: 12, md: 16, lg: 24, xl: 32, xxl: 48, xxxl: 64 },
  radius: { sm: 6, md: 10, lg: 16, pill: 999 },
  shadow: {
    sm: '0 1px 2px rgba(20, 18, 28, 0.06)',
    md: '0 4px 16px rgba(20, 18, 28, 0.08)',
    lg: '0 12px 32px rgba(20, 18, 28, 0.14)',
  },
  /** Min widths for media queries; rail: wide enough for the answer navigator beside the text. */
  breakpoint: { tablet: 640, nav: 900, desktop: 1024, rail: 1200 },
  maxWidth: { prose: 760, page: 1120, narrow: 560 },
  zIndex: { header: 20, navigator: 30, dialog: 50, toast: 60 },
} as const;

export type Theme = typeof theme;
