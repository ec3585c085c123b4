import { css, useTheme, type Theme } from '@emotion/react';
import { useId } from 'react';
import { RULE, surfaceCard } from '../../renderer/runtime/theme/surface.ts';
import { cardHeading, emptyNote } from '../../renderer/runtime/theme/text.ts';
import type { Props } from './definition.ts';
import { numberedByText, readSteps } from './steps.ts';

function StepOl({ steps, theme }: { steps: readonly string[]; theme: Theme }) {
  const own = numberedByText(steps);
  return (
    <ol
      css={css`
        margin: 0;
        padding: 0 0 0 ${own ? '0' : '1.6em'};
        list-style-type: ${own ? 'none' : 'decimal'};
        & > li {
          margin: ${theme.space.xs} 0;
          padding-left: 2px;
          line-height: 1.5;
          overflow-wrap: anywhere;
        }
        & > li::marker {
          color: ${theme.colors.muted};
          font-variant-numeric: tabular-nums;
        }
      `}
    >
      {steps.map((step, index) => (
        <li key={index}>{step}</li>
      ))}
    </ol>
  );
}

/**
 * How to pay, step by step: one numbered list, or a bank's channels (ATM, mobile banking...) each
 * folded under its name. The first group starts open so the instructions show without a tap; the
 * others are one tap away, keeping a long page short on a small phone. With no step at all it says
 * `empty` under its heading, or shows nothing.
 */
export default function StepList({ heading, steps, nameKey = 'name', listKey = 'list', empty }: Props) {
  const theme = useTheme();
  const headingId = useId();
  const sections = readSteps(steps, nameKey, listKey);
  if (sections.length === 0 && !empty) return null;
  const firstGroup = sections.findIndex((section) => section.kind === 'group');
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      css={[
        surfaceCard(theme),
        css`
          font-size: ${theme.font.body};
        `,
      ]}
    >
      {heading && (
        <h2 id={headingId} css={cardHeading(theme)}>
          {heading}
        </h2>
      )}
      {sections.length === 0 && <p css={emptyNote(theme)}>{empty}</p>}
      {sections.map((section, index) => {
        if (section.kind === 'steps') return <StepOl key={index} steps={section.steps} theme={theme} />;
        return (
          <details
            key={index}
            open={index === firstGroup}
            css={css`
              & + & {
                border-top: ${RULE};
              }
              &[open] > summary [data-chevron] {
                transform: rotate(90deg);
              }
              & > ol {
                margin-bottom: ${theme.space.s};
              }
            `}
          >
            <summary
              css={css`
                display: flex;
                align-items: center;
                gap: ${theme.space.s};
                min-height: 44px;
                font-weight: 600;
                cursor: pointer;
                list-style: none;
                overflow-wrap: anywhere;
                &::-webkit-details-marker {
                  display: none;
                }
                &:focus-visible {
                  outline: 2px solid ${theme.colors.text};
                  outline-offset: 2px;
                }
              `}
            >
              <span
                css={css`
                  flex: 1;
                  min-width: 0;
                `}
              >
                {section.name}
              </span>
              {/* The fold state is the summary's own (expanded/collapsed); the chevron only shows it. */}
              <span
                data-chevron
                aria-hidden="true"
                css={css`
                  flex: none;
                  color: ${theme.colors.muted};
                  transition: transform 0.15s;
                `}
              >
                ›
              </span>
            </summary>
            <StepOl steps={section.steps} theme={theme} />
          </details>
        );
      })}
    </section>
  );
}
