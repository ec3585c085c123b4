import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import { LOCATE_TIMEOUT_MS } from './geolocation.ts';
import DeviceCheck from './index.tsx';

type Success = (position: { coords: { latitude: number; longitude: number; accuracy: number } }) => void;
type Failure = (error: { code: number; message: string }) => void;

/** A pretend navigator.geolocation whose answer the test gives (undefined: no geolocation at all). */
function fakeGeolocation(
  geolocation: { getCurrentPosition: (ok: Success, fail: Failure, options?: PositionOptions) => void } | undefined,
) {
  Object.defineProperty(window.navigator, 'geolocation', { configurable: true, get: () => geolocation });
}

afterEach(() => {
  delete (window.navigator as unknown as Record<string, unknown>).geolocation;
});

/** The block's own live region (the providers' toast region is another). */
const status = () => within(document.querySelector<HTMLElement>('.ui-root')!).getByRole('status');

/** The rows of the status region: "Label: value". */
const rows = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('deviceCheck block: file', () => {
  it("a file input named by its button; the chosen file's name, type and size in the live region, and raised as result", async () => {
    const emit = vi.fn();
    renderWithRuntime(<DeviceCheck kind="file" emit={emit} />);
    const input = screen.getByLabelText('Choose a file');
    expect(input).toHaveAttribute('type', 'file');
    const region = status();
    expect(region).toBeEmptyDOMElement();
    await userEvent.upload(input, new File(['hello world'], 'note.txt', { type: 'text/plain' }));
    expect(rows(region)).toEqual(['Name: note.txt', 'Type: text/plain', 'Size: 11 bytes']);
    expect(emit).toHaveBeenCalledExactlyOnceWith('result', {
      file: { name: 'note.txt', type: 'text/plain', size: 11 },
    });
  });

  it('a file the browser gives no type says unknown; a second file replaces the first', async () => {
    renderWithRuntime(<DeviceCheck kind="file" emit={vi.fn()} />, { language: 'id' });
    const input = screen.getByLabelText('Pilih berkas');
    await userEvent.upload(input, new File(['x'], 'first.bin'));
    expect(rows(status())).toEqual(['Nama: first.bin', 'Jenis: tidak diketahui', 'Ukuran: 1 bita']);
    await userEvent.upload(input, new File(['abc'], 'second.png', { type: 'image/png' }));
    expect(rows(status())).toEqual(['Nama: second.png', 'Jenis: image/png', 'Ukuran: 3 bita']);
  });

  it('disabled: the input is disabled', () => {
    renderWithRuntime(<DeviceCheck kind="file" emit={vi.fn()} disabled />);
    expect(screen.getByLabelText('Choose a file')).toBeDisabled();
  });
});

describe('deviceCheck block: location', () => {
  it('asks once per tap: Locating… while the browser looks, then latitude, longitude and accuracy', async () => {
    let answer: Success | undefined;
    const getCurrentPosition = vi.fn((ok: Success) => void (answer = ok));
    fakeGeolocation({ getCurrentPosition });
    const emit = vi.fn();
    renderWithRuntime(<DeviceCheck kind="location" emit={emit} />);
    const button = screen.getByRole('button', { name: 'Get my location' });
    await userEvent.click(button);
    expect(getCurrentPosition).toHaveBeenCalledExactlyOnceWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ timeout: LOCATE_TIMEOUT_MS }),
    );
    expect(status()).toHaveTextContent('Locating…');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);

    answer!({ coords: { latitude: -6.2087634, longitude: 106.845599, accuracy: 12.34 } });
    expect(await screen.findByText('Latitude')).toBeInTheDocument();
    expect(rows(status())).toEqual(['Latitude: -6.208763', 'Longitude: 106.845599', 'Accuracy: 12.3 m']);
    expect(button).toBeEnabled();
    expect(emit).toHaveBeenCalledExactlyOnceWith('result', {
      position: { latitude: -6.2087634, longitude: 106.845599, accuracy: 12.34 },
    });
  });

  const failures = [
    {
      code: 1,
      reason: 'denied',
      text: 'Denied: the browser may not share the location.',
      message: 'User denied Geolocation',
    },
    {
      code: 2,
      reason: 'unavailable',
      text: 'Unavailable: the device could not tell where it is.',
      message: 'Position update is unavailable',
    },
    { code: 3, reason: 'timeout', text: 'Timed out: no position came in time.', message: 'Timeout expired' },
  ] as const;
  for (const failure of failures) {
    it(`error code ${failure.code} says ${failure.reason}, with the browser's own message under it`, async () => {
      fakeGeolocation({ getCurrentPosition: (_ok, fail) => fail({ code: failure.code, message: failure.message }) });
      const emit = vi.fn();
      renderWithRuntime(<DeviceCheck kind="location" emit={emit} />);
      await userEvent.click(screen.getByRole('button', { name: 'Get my location' }));
      const region = status();
      expect(await within(region).findByText(failure.text)).toBeInTheDocument();
      expect(within(region).getByText(failure.message)).toBeInTheDocument();
      expect(within(region).queryByRole('term')).toBeNull();
      expect(emit).toHaveBeenCalledExactlyOnceWith('result', { error: failure.reason, detail: failure.message });
    });
  }

  it('a browser without geolocation says unsupported (Indonesian)', async () => {
    fakeGeolocation(undefined);
    const emit = vi.fn();
    renderWithRuntime(<DeviceCheck kind="location" emit={emit} />, { language: 'id' });
    await userEvent.click(screen.getByRole('button', { name: 'Ambil lokasi saya' }));
    expect(await screen.findByText('Tidak didukung: peramban ini tidak memiliki geolokasi.')).toBeInTheDocument();
    expect(emit).toHaveBeenCalledWith('result', { error: 'unsupported', detail: '' });
  });

  it('after a failure, a new tap asks again and shows the new answer', async () => {
    let calls = 0;
    fakeGeolocation({
      getCurrentPosition: (ok, fail) => {
        calls += 1;
        if (calls === 1) fail({ code: 1, message: '' });
        else ok({ coords: { latitude: 28.6139, longitude: 77.209, accuracy: 5 } });
      },
    });
    renderWithRuntime(<DeviceCheck kind="location" emit={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Get my location' });
    await userEvent.click(button);
    expect(await screen.findByText('Denied: the browser may not share the location.')).toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText('28.6139')).toBeInTheDocument();
    expect(screen.queryByText(/Denied/)).toBeNull();
    expect(rows(status())).toEqual(['Latitude: 28.6139', 'Longitude: 77.209', 'Accuracy: 5 m']);
  });

  it('disabled: the button is disabled and nothing is asked', async () => {
    const getCurrentPosition = vi.fn();
    fakeGeolocation({ getCurrentPosition });
    renderWithRuntime(<DeviceCheck kind="location" emit={vi.fn()} disabled />);
    const button = screen.getByRole('button', { name: 'Get my location' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });
});
