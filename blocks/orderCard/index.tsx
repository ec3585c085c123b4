import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { outlineButton } from '../../renderer/runtime/theme/pressable.ts';
import { RowList } from '../shared/RowList.tsx';
import { PressControl } from '../../renderer/runtime/ui/PressControl.tsx';
import type { Props } from './definition.ts';
import { OrderName } from './OrderName.tsx';

/**
 * The order an action is about. An article named by the product name; the optional caption is a
 * heading above it, so the name sits one level below it in the page outline.
 */
export default function OrderCard(props: Props) {
  const {
    heading,
    logo,
    name,
    status,
    rows,
    labelKey = 'title',
    valueKey = 'value',
    actionLabel,
    emit,
    busy,
    disabled,
    hrefs,
  } = props;
  const theme = useTheme();
  const nameId = useId();
  const headingId = useId();
  const list = Array.isArray(rows) ? rows : [];
  return (
    <div
      css={css`
        margin: ${theme.space.m};
      `}
    >
      {heading && (
        <h2
          id={headingId}
          css={css`
            margin: 0 0 ${theme.space.s};
            font-size: ${theme.font.small};
            font-weight: 600;
            color: ${theme.colors.muted};
          `}
        >
          {heading}
        </h2>
      )}
      <article
        aria-labelledby={nameId}
        css={css`
          padding: ${theme.space.m};
          border-radius: ${theme.radius};
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
        `}
      >
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: ${theme.space.s};
          `}
        >
          {logo && (
            <img
              src={logo}
              alt=""
              width={40}
              height={40}
              css={css`
                flex: none;
                border-radius: 10px;
                object-fit: cover;
              `}
            />
          )}
          <OrderName nameId={nameId} level={heading ? 'h3' : 'h2'} name={name} status={status} />
          {actionLabel && (
            <PressControl
              href={hrefs?.action}
              disabled={disabled}
              busy={busy}
              // Several cards may show the same label ("View details"): the card says which order it is.
              aria-describedby={heading ? `${headingId} ${nameId}` : nameId}
              onPress={() => emit('action')}
              look={[
                outlineButton(theme),
                css`
                  flex: none;
                  min-width: 44px;
                  font-size: 14px;
                `,
              ]}
            >
              {actionLabel}
            </PressControl>
          )}
        </div>
        {list.length > 0 && <RowList rows={list} labelKey={labelKey} valueKey={valueKey} compact />}
      </article>
    </div>
  );
}
