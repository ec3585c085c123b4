/** The brand's look, from its deployment colours, given to blocks through emotion's ThemeProvider. */
import type { Deployment } from '../../contract/deployment/schema.ts';

export interface AppTheme {
  colors: Deployment['colors'] & { danger: string };
  radius: string;
  space: { xs: string; s: string; m: string; l: string };
  font: { body: string; small: string; title: string };
}

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- emotion's documented augmentation
  export interface Theme extends AppTheme {}
}

export function themeFrom(colors: Deployment['colors']): AppTheme {
  return {
    colors: { ...colors, danger: '#ff6b5e' },
    radius: '12px',
    space: { xs: '4px', s: '8px', m: '16px', l: '24px' },
    font: { body: '15px', small: '13px', title: '20px' },
  };
}
