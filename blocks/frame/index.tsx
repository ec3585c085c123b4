import { css, useTheme } from '@emotion/react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { usePageOrigin } from '../../renderer/runtime/links/pageOrigin.ts';
import type { Props } from './definition.ts';
import { frameSource } from './frameSource.ts';

const DEFAULT_HEIGHT = 360;
const MIN_HEIGHT = 120;

/** The schema checks literal heights; a bound one could be anything, so it is read here too. */
function frameHeight(height: unknown): number {
  return typeof height === 'number' && Number.isFinite(height)
    ? Math.max(MIN_HEIGHT, Math.round(height))
    : DEFAULT_HEIGHT;
}

/**
 * A document (an agreement, a policy) in an inline frame with the strictest sandbox: no scripts,
 * forms, popups, plugins or top navigation, and an opaque origin, so even a trusted page cannot
 * reach this one. Only the page's own origin and the allowed ones are shown (frameSource.ts);
 * any other address shows a note instead, and nothing is requested from it.
 */
export default function Frame({ src, title, allowedOrigins, height }: Props) {
  const theme = useTheme();
  const t = useT();
  const source = frameSource(src, usePageOrigin(), Array.isArray(allowedOrigins) ? allowedOrigins : []);
  const space = css`
    margin: ${theme.space.m};
  `;
  if (source === null) {
    return (
      <div
        role="note"
        css={[
          space,
          css`
            padding: ${theme.space.m};
            border-radius: ${theme.radius};
            background: ${theme.colors.surface};
            color: ${theme.colors.text};
            font-size: ${theme.font.body};
            overflow-wrap: anywhere;
          `,
        ]}
      >
        {title && (
          <strong
            css={css`
              display: block;
              margin-bottom: ${theme.space.xs};
            `}
          >
            {title}
          </strong>
        )}
        <span
          css={css`
            color: ${theme.colors.muted};
          `}
        >
          {t('frame.blocked')}
        </span>
      </div>
    );
  }
  const pixels = frameHeight(height);
  return (
    <div css={space}>
      <iframe
        src={source}
        title={title}
        // Empty: every restriction applies (no allow-scripts, allow-forms, allow-popups, allow-top-navigation,
        // allow-same-origin).
        sandbox=""
        referrerPolicy="no-referrer"
        loading="lazy"
        width="100%"
        height={pixels}
        css={css`
          display: block;
          width: 100%;
          height: ${pixels}px;
          border: 0;
          border-radius: ${theme.radius};
          /* Agreements and policies are light documents: white behind them on a dark brand page. */
          background: #ffffff;
        `}
      />
    </div>
  );
}
