import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { blockMeta } from '../../stories/argTypes.ts';
import type { Props } from './definition.ts';
import definition from './definition.ts';
import LaunchFields from './index.tsx';

/** What the developer test page offers (schemas/pages/testPreview.json). */
const DEMO = {
  deviceId: 'demo-device-1',
  appMarket: 'googleplay',
  appVersion: '3.2.1',
  token: 'demo-borrower-token',
  appType: '2',
  deviceName: 'Pixel 8',
  osVersion: '14',
  gid: 'demo-gid',
  platform: 'android',
  session: 'demo-session',
  userId: 'demo-user',
  merchantNumber: 'KD0001',
  influence: 'demo',
  ii: 'demo',
  limitless: 'demo',
  seem: 'demo',
  space: 'demo',
  biotechnology: 'demo',
  cultural: 'demo',
  approaches: '77',
};

/** Stands in for the page: each change comes back as the values (its setState). */
function Bound(props: Props) {
  const [values, setValues] = useState(props.values);
  return (
    <LaunchFields
      {...props}
      values={values}
      emit={(event, payload) => {
        props.emit(event, payload);
        setValues(payload?.values as Props['values']);
      }}
    />
  );
}

const meta = {
  title: 'Blocks/launchFields',
  tags: ['autodocs'],
  ...blockMeta(definition, LaunchFields, { args: { label: 'Launch parameters', demo: DEMO } }),
  render: (args) => <Bound {...args} />,
} satisfies Meta<typeof LaunchFields>;

export default meta;
type Story = StoryObj<typeof LaunchFields>;

export const Empty: Story = { name: 'Empty session: demo values in grey', args: { values: {} } };

export const FromSession: Story = {
  name: 'Filled from the session (Indonesian market)',
  args: {
    values: {
      deviceId: 'dev-42',
      token: 'tok-123',
      platform: 'ios',
      languageType: '1',
      merchantNumber: 'KD0001',
      approaches: '77',
    },
  },
};

export const DemoFilled: Story = {
  name: 'After Fill in demo values',
  args: { values: {} },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /demo/i }));
  },
};

export const UnknownChoice: Story = {
  name: 'A languageType outside the choices (kept)',
  args: { values: { languageType: '2' } },
};

export const Disabled: Story = { args: { values: { token: 'tok-123' }, disabled: true } };
