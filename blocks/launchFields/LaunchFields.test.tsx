import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LAUNCH_KEYS } from '../../renderer/contract/launch.ts';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import LaunchFields from './index.tsx';

const EMPTY = Object.fromEntries(LAUNCH_KEYS.map((key) => [key, ''])) as Record<string, string>;
const DEMO = { deviceId: 'demo-device-1', token: 'demo-borrower-token', platform: 'android', approaches: '77' };

/** The values of the last change the block raised. */
function lastValues(emit: ReturnType<typeof vi.fn>) {
  const call = emit.mock.calls.at(-1) as [string, { values: Record<string, string> }] | undefined;
  expect(call?.[0]).toBe('change');
  return call![1].values;
}

const field = (name: string) => screen.getByLabelText(name, { exact: true, selector: 'input, select' });

describe('launchFields block', () => {
  it('a group named by its legend with one labelled field per launch parameter, in LAUNCH_KEYS order; the tracking set in its own group', () => {
    renderWithRuntime(
      <LaunchFields
        label="Launch parameters"
        values={{ token: 't-1', platform: 'ios', languageType: '1' }}
        emit={vi.fn()}
      />,
    );
    const group = screen.getByRole('group', { name: 'Launch parameters' });
    const labels = [...group.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual([...LAUNCH_KEYS]);
    expect(within(group).getAllByRole('textbox')).toHaveLength(LAUNCH_KEYS.length - 2);
    const tracking = within(group).getByRole('group', { name: 'Tracking parameters' });
    expect(
      within(tracking)
        .getAllByRole('textbox')
        .map((box) => box.id && document.querySelector(`label[for="${box.id}"]`)?.textContent),
    ).toEqual(['influence', 'ii', 'limitless', 'seem', 'space', 'biotechnology', 'cultural', 'approaches']);
    expect(field('token')).toHaveValue('••••');
    expect(field('deviceId')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'platform' })).toHaveValue('ios');
    expect(screen.getByRole('combobox', { name: 'languageType' })).toHaveDisplayValue('1: Indonesian, rupiah');
  });

  it('an empty field shows its demo value as the placeholder (the hint says so)', () => {
    renderWithRuntime(<LaunchFields label="Launch parameters" values={{ token: 'mine' }} demo={DEMO} emit={vi.fn()} />);
    expect(field('deviceId')).toHaveAttribute('placeholder', 'demo-device-1');
    expect(field('token')).toHaveValue('••••');
    expect(field('userId')).not.toHaveAttribute('placeholder');
    expect(screen.getByRole('group', { name: 'Launch parameters' })).toHaveAccessibleDescription(
      'An empty field shows its demo value in grey.',
    );
  });

  it('token and session show masked, never in full, and stay editable: typing replaces one, a field left alone keeps it', async () => {
    const emit = vi.fn();
    const token = 'borrower-token-1a2b';
    renderWithRuntime(
      <LaunchFields
        label="Launch parameters"
        values={{ token, session: 'sess-abcdef123456' }}
        demo={DEMO}
        emit={emit}
      />,
    );
    expect(field('token')).toHaveValue('••••1a2b');
    expect(field('session')).toHaveValue('••••3456');
    expect(field('token')).toHaveAccessibleDescription(
      'Token and session are shown masked: type a new value to replace one.',
    );
    expect(document.body.innerHTML).not.toContain(token);
    expect(document.body.innerHTML).not.toContain('sess-abcdef123456');

    await userEvent.click(field('token'));
    expect(field('token')).toHaveValue('');
    expect(field('token')).toHaveAttribute('placeholder', '••••1a2b');
    await userEvent.tab();
    expect(field('token')).toHaveValue('••••1a2b');
    expect(emit).not.toHaveBeenCalled();

    await userEvent.type(field('token'), 'typed-token-9999');
    expect(lastValues(emit)).toMatchObject({ token: 'typed-token-9999', session: 'sess-abcdef123456' });
    await userEvent.tab();
    expect(field('token')).toHaveValue('••••9999');
    expect(document.body.innerHTML).not.toContain('typed-token-9999');

    // Typed and emptied again: the credential is cleared.
    await userEvent.type(field('session'), 'x');
    await userEvent.clear(field('session'));
    expect(lastValues(emit)).toMatchObject({ token: 'typed-token-9999', session: '' });
  });

  it("an empty credential's demo value is masked too", () => {
    renderWithRuntime(<LaunchFields label="Launch parameters" values={{}} demo={DEMO} emit={vi.fn()} />);
    expect(field('token')).toHaveValue('');
    expect(field('token')).toHaveAttribute('placeholder', '••••oken');
  });

  it('typing raises change with the whole set each time, every parameter present', async () => {
    const emit = vi.fn();
    renderWithRuntime(<LaunchFields label="Launch parameters" values={{ token: 't-1' }} emit={emit} />);
    await userEvent.type(field('userId'), 'u-9');
    expect(emit).toHaveBeenCalledTimes(3);
    expect(lastValues(emit)).toEqual({ ...EMPTY, token: 't-1', userId: 'u-9' });
    expect(field('userId')).toHaveValue('u-9');
  });

  it('platform and languageType are choices: not set, or their values (CONTRACT §3)', async () => {
    const emit = vi.fn();
    renderWithRuntime(<LaunchFields label="Launch parameters" values={{}} emit={emit} />);
    const platform = screen.getByRole('combobox', { name: 'platform' });
    expect(
      within(platform)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not set', 'ios', 'android']);
    await userEvent.selectOptions(platform, 'android');
    expect(lastValues(emit)).toEqual({ ...EMPTY, platform: 'android' });
    const languageType = screen.getByRole('combobox', { name: 'languageType' });
    expect(
      within(languageType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not set', '0: English, rupees', '1: Indonesian, rupiah']);
    await userEvent.selectOptions(languageType, '1');
    expect(lastValues(emit)).toEqual({ ...EMPTY, platform: 'android', languageType: '1' });
  });

  it('a value the session holds outside the choices is kept as an option, not lost', () => {
    renderWithRuntime(<LaunchFields label="Launch parameters" values={{ languageType: '2' }} emit={vi.fn()} />);
    const languageType = screen.getByRole('combobox', { name: 'languageType' });
    expect(languageType).toHaveValue('2');
    expect(
      within(languageType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not set', '0: English, rupees', '1: Indonesian, rupiah', '2']);
  });

  it('Fill in demo values fills the empty fields and keeps what was typed; Clear all empties every field', async () => {
    const emit = vi.fn();
    renderWithRuntime(
      <LaunchFields label="Launch parameters" values={{ token: 'mine', userId: 'u-1' }} demo={DEMO} emit={emit} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fill in demo values' }));
    expect(lastValues(emit)).toEqual({
      ...EMPTY,
      deviceId: 'demo-device-1',
      token: 'mine',
      userId: 'u-1',
      platform: 'android',
      approaches: '77',
    });
    expect(field('deviceId')).toHaveValue('demo-device-1');
    expect(screen.getByRole('combobox', { name: 'platform' })).toHaveValue('android');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(lastValues(emit)).toEqual(EMPTY);
    expect(field('token')).toHaveValue('');
  });

  it('shows new values from the page (the session read on load), while its own echo never undoes typing', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<LaunchFields label="Launch parameters" values={{}} emit={emit} />);
    rerender(
      <LaunchFields label="Launch parameters" values={{ token: 'from-session', deviceId: 'd-1' }} emit={emit} />,
    );
    expect(field('token')).toHaveValue('••••sion');
    await userEvent.type(field('gid'), 'ab');
    // The echo of the first keystroke arrives after the second: the field keeps "ab".
    rerender(
      <LaunchFields
        label="Launch parameters"
        values={{ token: 'from-session', deviceId: 'd-1', gid: 'a' }}
        emit={emit}
      />,
    );
    expect(field('gid')).toHaveValue('ab');
    expect(lastValues(emit)).toMatchObject({ token: 'from-session', deviceId: 'd-1', gid: 'ab' });
  });

  it('disabled: every field, choice and button is disabled and nothing is raised', async () => {
    const emit = vi.fn();
    renderWithRuntime(<LaunchFields label="Launch parameters" values={{}} demo={DEMO} emit={emit} disabled />);
    for (const control of [
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('combobox'),
      ...screen.getAllByRole('button'),
    ])
      expect(control).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Fill in demo values' }));
    expect(emit).not.toHaveBeenCalled();
  });

  it('Indonesian: its own words from the id catalogue; parameter names stay as they are', () => {
    renderWithRuntime(<LaunchFields label="Parameter peluncuran" values={{}} emit={vi.fn()} />, { language: 'id' });
    expect(screen.getByRole('button', { name: 'Isi nilai demo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kosongkan semua' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Parameter pelacakan' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'languageType' })).toHaveDisplayValue('Tidak diisi');
    expect(field('token')).toBeInTheDocument();
  });
});
