import { css, useTheme } from '@emotion/react';
import { buttonLook } from '../../renderer/runtime/theme/pressable.ts';
import { PressControl } from '../../renderer/runtime/ui/PressControl.tsx';
import type { Props } from './definition.ts';

/** A real link where its press goes somewhere by itself (a tap works before the script), else a button. */
export default function Button({ label, appearance = 'primary', role = 'button', emit, busy, disabled, hrefs }: Props) {
  const theme = useTheme();
  return (
    <PressControl
      href={hrefs?.press}
      role={role}
      disabled={disabled}
      busy={busy}
      onPress={() => emit('press')}
      look={[
        css`
          font-size: 16px;
          border: 0;
          cursor: pointer;
          &:disabled {
            opacity: 0.5;
            cursor: default;
          }
        `,
        buttonLook(theme, appearance),
      ]}
    >
      {label}
    </PressControl>
  );
}
