import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import DeviceCheck from './index.tsx';

const meta = {
  title: 'Blocks/deviceCheck',
  tags: ['autodocs'],
  ...blockMeta(definition, DeviceCheck, { args: { kind: 'file' } }),
} satisfies Meta<typeof DeviceCheck>;

export default meta;
type Story = StoryObj<typeof DeviceCheck>;

/**
 * Plays the browser's geolocation for one story (a real one would ask for permission), and puts
 * the real one back afterwards.
 */
function playGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  return () => {
    const fake = { getCurrentPosition: answer } as unknown as Geolocation;
    Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => fake });
    return () => void delete (navigator as unknown as Record<string, unknown>).geolocation;
  };
}

const fail = (code: number, message: string) => (_ok: PositionCallback, failed: PositionErrorCallback) =>
  failed({ code, message } as GeolocationPositionError);

export const FilePicker: Story = { name: 'File picker' };

export const FileChosen: Story = {
  name: 'File picker: a file chosen (name, type, size)',
  play: async ({ canvasElement, userEvent }) => {
    // Whatever the language toolbar says, the one file input.
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['{"demo": true}'], 'launch-params.json', { type: 'application/json' }),
    );
  },
};

export const Location: Story = { name: 'Geolocation', args: { kind: 'location' } };

const locate: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole('button'));
};

export const Located: Story = {
  name: 'Geolocation: found (latitude, longitude, accuracy)',
  args: { kind: 'location' },
  beforeEach: playGeolocation((ok) =>
    ok({ coords: { latitude: -6.2087634, longitude: 106.845599, accuracy: 12.5 } } as GeolocationPosition),
  ),
  play: locate,
};

export const Denied: Story = {
  name: 'Geolocation: denied',
  args: { kind: 'location' },
  beforeEach: playGeolocation(fail(1, 'User denied Geolocation')),
  play: locate,
};

export const Unavailable: Story = {
  name: 'Geolocation: unavailable',
  args: { kind: 'location' },
  beforeEach: playGeolocation(fail(2, 'Position update is unavailable')),
  play: locate,
};

export const TimedOut: Story = {
  name: 'Geolocation: timed out',
  args: { kind: 'location' },
  beforeEach: playGeolocation(fail(3, 'Timeout expired')),
  play: locate,
};

export const Locating: Story = {
  name: 'Geolocation: locating (no answer yet)',
  args: { kind: 'location' },
  beforeEach: playGeolocation(() => undefined),
  play: locate,
};

export const Disabled: Story = { args: { kind: 'location', disabled: true } };
