import type { Meta, StoryObj } from '@storybook/react-vite';
import kilat from '../../deployments/kilat.json';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import GrievanceOfficer from './index.tsx';

const meta = {
  title: 'Blocks/grievanceOfficer',
  tags: ['autodocs'],
  ...blockMeta(definition, GrievanceOfficer, { args: { officer: kilat.markets.in.grievanceOfficer } }),
} satisfies Meta<typeof GrievanceOfficer>;

export default meta;
type Story = StoryObj<typeof GrievanceOfficer>;

export const Rupees: Story = { name: "Kilat's officer in India (the catalogue's heading)" };

export const WithText: Story = {
  name: 'Indonesia, with a line from the complaint page',
  globals: { market: 'id' },
  args: {
    officer: kilat.markets.id.grievanceOfficer,
    text: 'Jika jawaban kami tidak menyelesaikan keluhan Anda, telepon atau tulis kepada petugas penanganan pengaduan kami.',
  },
};
