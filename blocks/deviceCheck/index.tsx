import type { Props } from './definition.ts';
import { FileCheck } from './FileCheck.tsx';
import { LocationCheck } from './LocationCheck.tsx';

/**
 * A device feature tried on the spot (the developer test page). Reading the chosen file's
 * details and asking for the position are the browser's own APIs, not the gateway: the block
 * shows what they returned and raises result; it sends nothing anywhere.
 */
export default function DeviceCheck({ kind, emit, busy, disabled }: Props) {
  const off = Boolean(disabled || busy);
  if (kind === 'file') return <FileCheck off={off} onResult={(file) => emit('result', { file })} />;
  return (
    <LocationCheck
      off={off}
      onResult={(result) =>
        emit('result', result.ok ? { position: result.position } : { error: result.reason, detail: result.detail })
      }
    />
  );
}
