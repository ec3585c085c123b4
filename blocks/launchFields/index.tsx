import { useTheme } from '@emotion/react';
import { useId, useState } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import type { LaunchKey } from '../../renderer/contract/launch.ts';
import { received, startDraft, typed } from '../shared/fieldDraft.ts';
import type { Props } from './definition.ts';
import { CredentialField } from './CredentialField.tsx';
import {
  CHOICES,
  DEVICE_KEYS,
  TRACKING_KEYS,
  choiceOptions,
  fieldValues,
  isCredential,
  withDemo,
  type FieldValues,
} from './fields.ts';
import { outlineButton } from '../../renderer/runtime/theme/pressable.ts';
import {
  actionsStyle,
  controlStyle,
  gridStyle,
  groupStyle,
  hintStyle,
  labelStyle,
  legendStyle,
  trackingStyle,
} from './styles.ts';

interface FieldProps {
  name: LaunchKey;
  value: string;
  placeholder: string;
  off: boolean;
  /** The hint a credential's field is described by (it says the value is masked). */
  credentialHint: string;
  onChange: (value: string) => void;
}

function Field({ name, value, placeholder, off, credentialHint, onChange }: FieldProps) {
  const theme = useTheme();
  const t = useT();
  const id = useId();
  const choice = CHOICES[name] !== undefined;
  const optionText = (option: string) => {
    if (name === 'languageType' && (option === '0' || option === '1')) return t(`launchFields.languageType${option}`);
    return option;
  };
  return (
    <div>
      <label htmlFor={id} css={labelStyle(theme)}>
        {name}
      </label>
      {isCredential(name) ? (
        <CredentialField
          id={id}
          value={value}
          placeholder={placeholder}
          off={off}
          describedBy={credentialHint}
          onChange={onChange}
          look={controlStyle(theme)}
        />
      ) : choice ? (
        <select
          id={id}
          value={value}
          disabled={off}
          onChange={(event) => onChange(event.target.value)}
          css={controlStyle(theme)}
        >
          <option value="">{t('launchFields.notSet')}</option>
          {choiceOptions(name, value).map((option) => (
            <option key={option} value={option}>
              {optionText(option)}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type="text"
          value={value}
          placeholder={placeholder || undefined}
          disabled={off}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          css={controlStyle(theme)}
        />
      )}
    </div>
  );
}

/**
 * The launch parameters as editable fields. The fields show their own copy of the values and
 * remember what they sent (textInput's draft): the page's value comes back a moment after each
 * keystroke, and showing only the prop would put the old text back meanwhile (the caret jumps).
 */
export default function LaunchFields({ label, values, demo, emit, busy, disabled }: Props) {
  const theme = useTheme();
  const t = useT();
  const hintId = useId();
  const credentialHintId = useId();
  const incoming = JSON.stringify(fieldValues(values));
  const [draft, setDraft] = useState(() => startDraft(incoming));
  let current = draft;
  if (incoming !== draft.prop) {
    current = received(draft, incoming);
    setDraft(current);
  }
  const shown = JSON.parse(current.text) as FieldValues;
  const demoValues = fieldValues(demo);
  const off = Boolean(disabled || busy);

  const change = (next: FieldValues) => {
    setDraft((before) => typed(before, JSON.stringify(next)));
    emit('change', { values: next });
  };
  const field = (name: LaunchKey) => (
    <Field
      key={name}
      name={name}
      value={shown[name]}
      placeholder={demoValues[name]}
      off={off}
      credentialHint={credentialHintId}
      onChange={(value) => change({ ...shown, [name]: value })}
    />
  );

  return (
    <fieldset aria-describedby={hintId} aria-busy={busy || undefined} css={groupStyle(theme)}>
      <legend css={legendStyle(theme)}>{label}</legend>
      <p id={hintId} css={hintStyle(theme)}>
        {t('launchFields.hint')}
      </p>
      <p id={credentialHintId} css={hintStyle(theme)}>
        {t('launchFields.secretHint')}
      </p>
      <div css={actionsStyle(theme)}>
        <button type="button" disabled={off} onClick={() => change(withDemo(shown, demo))} css={outlineButton(theme)}>
          {t('launchFields.fill')}
        </button>
        <button type="button" disabled={off} onClick={() => change(fieldValues({}))} css={outlineButton(theme)}>
          {t('launchFields.clear')}
        </button>
      </div>
      <div css={gridStyle(theme)}>{DEVICE_KEYS.map(field)}</div>
      <fieldset css={trackingStyle(theme)}>
        <legend css={legendStyle(theme)}>{t('launchFields.tracking')}</legend>
        <div css={gridStyle(theme)}>{TRACKING_KEYS.map(field)}</div>
      </fieldset>
    </fieldset>
  );
}
