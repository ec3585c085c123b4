import { css } from '@emotion/react';
import { useEffect, useSyncExternalStore, type Ref } from 'react';
import type { Toasts } from '../../contract/ui.ts';
import { useServices } from '../app/services.tsx';
import { toastDuration } from './toast.ts';

/** Always in the page, so screen readers announce each message as it arrives. */
export function ToastHost({ toasts, ref }: { toasts: Toasts; ref?: Ref<HTMLDivElement> }) {
  const toast = useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => toasts.hide(toast.id), toastDuration(toast.duration));
    return () => clearTimeout(timer);
  }, [toast, toasts]);
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      css={css`
        position: fixed;
        left: 50%;
        bottom: 18%;
        transform: translateX(-50%);
        z-index: 1000;
        max-width: 80vw;
        pointer-events: none;
      `}
    >
      {toast && (
        <div
          key={toast.id}
          css={css`
            background: rgba(0, 0, 0, 0.82);
            color: #fff;
            padding: 10px 16px;
            border-radius: 8px;
            font-size: 14px;
            line-height: 1.4;
            text-align: center;
          `}
        >
          {toast.text}
        </div>
      )}
    </div>
  );
}

/** Shows a message in this app's toast: for a block whose own work ends in one ("Copied"). */
export function useShowToast(): Toasts['show'] {
  return useServices().toast.show;
}
