import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import StepList from './index.tsx';

// Steps as generate-vcode's payStep sends them: a market's plain steps, or a bank's channels.
const market = [
  'Datang ke kasir ALFAMART terdekat dan beritahu kasir Anda ingin membayar tagihan Kilat Dana.',
  'Berikan kode pembayaran 8808 1234 5678 9012 kepada kasir.',
  'Bayar sesuai jumlah total pembayaran.',
  'Simpan struk pembayaran sebagai bukti yang sah.',
];
const bank = [
  {
    name: 'ATM BCA',
    list: [
      'Masukkan kartu ATM dan PIN Anda.',
      'Pilih menu Transaksi Lainnya > Transfer > ke Rekening BCA Virtual Account.',
      'Masukkan nomor virtual account 8808123456789012.',
      'Periksa nama dan jumlah tagihan, lalu pilih Benar.',
    ],
  },
  {
    name: 'm-BCA (BCA Mobile)',
    list: [
      'Buka aplikasi BCA Mobile dan pilih m-BCA.',
      'Pilih m-Transfer > BCA Virtual Account.',
      'Masukkan nomor virtual account dan PIN m-BCA.',
    ],
  },
  {
    name: 'KlikBCA Individual',
    list: [
      'Masuk ke KlikBCA.',
      'Pilih Transfer Dana > Transfer ke BCA Virtual Account.',
      'Masukkan nomor virtual account dan respon KeyBCA.',
    ],
  },
];

const meta = {
  title: 'Blocks/stepList',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  // Payment steps are Indonesian: shown in the Indonesian market (the toolbar can change it).
  globals: { market: 'id' },
  ...blockMeta(definition, StepList, { args: { heading: 'Cara pembayaran', steps: market } }),
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof StepList>;

export const Plain: Story = { name: 'Plain steps (mini market)' };

export const Grouped: Story = { name: 'Grouped by channel (bank), first open', args: { steps: bank } };

export const SelfNumbered: Story = {
  name: 'Steps that number themselves',
  args: { steps: ['1. Buka aplikasi bank Anda.', '2. Pilih menu pembayaran.', '3. Masukkan nomor virtual account.'] },
};

export const NoHeading: Story = { name: 'No heading', args: { heading: undefined } };

export const NoSteps: Story = {
  name: "No step at all: the page's words",
  args: {
    steps: [],
    empty:
      'Langkah pembayaran belum tersedia saat ini. Anda tetap dapat membayar ke nomor virtual account di atas melalui bank atau gerai Anda.',
  },
};
