import { useState } from 'react';
import type { Interpolation, Theme } from '@emotion/react';
import { masked } from './fields.ts';

interface CredentialFieldProps {
  id: string;
  value: string;
  /** The demo value, shown masked too when the field is empty. */
  placeholder: string;
  off: boolean;
  /** The hint that says the value is masked. */
  describedBy: string;
  onChange: (value: string) => void;
  look: Interpolation<Theme>;
}

/**
 * A credential's field (token, session): the screen shows it masked (••••1a2b), never in full, so a
 * screenshot, a screen share or someone beside the tester cannot take it. It stays editable: focused,
 * it starts empty with the masked value as its placeholder, and what is typed replaces the
 * credential; left without a keystroke it keeps it, typed and emptied again it is cleared.
 */
export function CredentialField({ id, value, placeholder, off, describedBy, onChange, look }: CredentialFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <input
      id={id}
      type="text"
      value={typed ?? masked(value)}
      placeholder={masked(value || placeholder) || undefined}
      disabled={off}
      aria-describedby={describedBy}
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      onFocus={() => setTyped('')}
      onBlur={() => setTyped(null)}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(event.target.value);
      }}
      css={look}
    />
  );
}
