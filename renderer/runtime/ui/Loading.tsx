import { css } from '@emotion/react';
import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/messages.tsx';
import type { Loading } from '../../contract/ui.ts';

const box = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 12px 16px;
  font-size: 14px;
`;

/** 'loading...' with a progressbar role, so it is not mistaken for a toast. */
export function LoadingIndicator({ overlay = false }: { overlay?: boolean }) {
  const t = useT();
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      css={[
        box,
        overlay &&
          css`
            position: fixed;
            left: 50%;
            top: 50%;
            transform: translate(-50%, -50%);
            background: rgba(0, 0, 0, 0.75);
            color: #fff;
            border-radius: 8px;
            z-index: 900;
          `,
      ]}
    >
      {t('common.loading')}
    </div>
  );
}

/** The overlay shown while an action's call with `loading: true` runs. */
export function LoadingHost({ loading }: { loading: Loading }) {
  const count = useSyncExternalStore(loading.subscribe, loading.get, loading.get);
  return count > 0 ? <LoadingIndicator overlay /> : null;
}
