import { useTheme } from '@emotion/react';
import { useId, useState, type ChangeEvent } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { visuallyHidden } from '../../renderer/runtime/theme/field.ts';
import { actionStyle, boxStyle, focusRing, offStyle, resultStyle, rowsStyle } from './styles.ts';

export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

interface Props {
  off: boolean;
  onResult: (file: PickedFile) => void;
}

/** A real file input (named by its visible label, which is the button) and what the chosen file is. */
export function FileCheck({ off, onResult }: Props) {
  const theme = useTheme();
  const t = useT();
  const id = useId();
  const [picked, setPicked] = useState<PickedFile | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const next = { name: file.name, type: file.type, size: file.size };
    setPicked(next);
    onResult(next);
    // Choosing the same file again is a new check.
    event.target.value = '';
  };

  return (
    <div css={boxStyle(theme)}>
      <label htmlFor={id} css={[actionStyle(theme), focusRing(theme), off && offStyle]}>
        {t('deviceCheck.file.choose')}
        <input id={id} type="file" disabled={off} onChange={onChange} css={visuallyHidden} />
      </label>
      <div role="status" css={resultStyle(theme)}>
        {picked && (
          <dl css={rowsStyle(theme)}>
            <dt>{t('deviceCheck.file.name')}</dt>
            <dd>{picked.name}</dd>
            <dt>{t('deviceCheck.file.type')}</dt>
            <dd>{picked.type || t('deviceCheck.file.unknownType')}</dd>
            <dt>{t('deviceCheck.file.size')}</dt>
            <dd>{t('deviceCheck.file.bytes', { n: picked.size })}</dd>
          </dl>
        )}
      </div>
    </div>
  );
}
