import { css, useTheme } from '@emotion/react';
import type { Props } from './definition.ts';

interface Claim {
  label: string;
  value: string;
}

/** Claims as the page gave them: a bound list could hold anything; an empty value does not apply here. */
function shown(claims: unknown): Claim[] {
  if (!Array.isArray(claims)) return [];
  return claims.filter(
    (claim): claim is Claim =>
      typeof claim === 'object' &&
      claim !== null &&
      typeof (claim as Claim).value === 'string' &&
      (claim as Claim).value.trim() !== '',
  );
}

/** A public page's title, lead line and key figures (a description list: each label names its figure). */
export default function SiteHero({ title, level = 2, text, claims }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const theme = useTheme();
  const figures = shown(claims);
  return (
    <div
      css={css`
        padding: ${theme.space.l} ${theme.space.m} ${theme.space.m};
        color: ${theme.colors.text};
      `}
    >
      {title && (
        <Heading
          css={css`
            margin: 0;
            font-size: 26px;
            line-height: 1.25;
            overflow-wrap: anywhere;
          `}
        >
          {title}
        </Heading>
      )}
      {text && (
        <p
          css={css`
            margin: ${theme.space.s} 0 0;
            font-size: 16px;
            line-height: 1.5;
            color: ${theme.colors.muted};
          `}
        >
          {text}
        </p>
      )}
      {figures.length > 0 && (
        <dl
          css={css`
            display: grid;
            grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
            gap: ${theme.space.s};
            margin: ${theme.space.l} 0 0;
          `}
        >
          {figures.map((claim, index) => (
            <div
              key={index}
              css={css`
                display: flex;
                flex-direction: column;
                gap: ${theme.space.xs};
                padding: ${theme.space.m};
                border-radius: ${theme.radius};
                background: ${theme.colors.surface};
              `}
            >
              <dt
                css={css`
                  font-size: ${theme.font.small};
                  color: ${theme.colors.muted};
                `}
              >
                {claim.label}
              </dt>
              <dd
                css={css`
                  margin: 0;
                  font-size: 18px;
                  font-weight: 700;
                  line-height: 1.3;
                  color: ${theme.colors.accent};
                  overflow-wrap: anywhere;
                `}
              >
                {claim.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
