/**
 * More of the real complaint form (virtual:page/kilat/complaintForm) on the demo gateway (SPEC §4 complaint flow,
 * §5, §7 problem-save, §9): the 200-character limit, the refusals in Indonesian, a save the server fails, a
 * tampered draft, the type chosen on the form when the help chat sent none, the double tap, and the success
 * dialog's 1.5 s. complaintPages.test.tsx has the text, pictures, draft and the good save.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { PNG } from '../fixtures/pictures.ts';
import { expectStatus, fakeClock, openPage, startFakeGateway, type OpenOptions } from './pageHarness.tsx';
import { memoryStorage } from './render.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
let form: PageModule;
beforeAll(async () => {
  form = (await import('virtual:page/kilat/complaintForm')) as PageModule;
});

const FORM = '/complainPageNext?problemType=2&orderNo=10174';
const SAVE = '/user-problem/problem-save';
const ID: OpenOptions = { language: 'id', market: 'id', launch: { languageType: '1' } };

const comments = (name = 'Your comments') => screen.findByRole('textbox', { name });
const storedDraft = (storage: Storage) =>
  JSON.parse(storage.getItem('complaintDraft') ?? 'null') as { values: Record<string, unknown> } | null;

async function write(text: string, name?: string) {
  await userEvent.click(await comments(name));
  await userEvent.paste(text);
}

describe('complaint form: the text', () => {
  it('takes at most 200 characters: a longer paste is cut to the limit, not refused', async () => {
    openPage(form, FORM);
    const field = await comments();
    expect(field).toHaveAccessibleDescription('0/200');
    expect(field).toHaveAttribute('maxLength', '200');
    await write('y'.repeat(250));
    expect(field).toHaveValue('y'.repeat(200));
    expect(field).toHaveAccessibleDescription('200/200');
  });

  it.each([
    ['an empty text', FORM, '', 'Silakan isi komentar dan saran Anda.'],
    [
      'a collection complaint on an order that does not allow it',
      '/complainPageNext?problemType=1&problemSonType=101&orderNo=10174',
      'Mereka menelepon saya malam hari',
      'Pesanan yang dipilih tidak mendukung keluhan penagihan.',
    ],
  ])('refuses %s in Indonesian: no dialog, no save, still on the form', async (_what, address, text, message) => {
    openPage(form, address, ID);
    await comments('Komentar Anda');
    if (text) await write(text, 'Komentar Anda');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    await expectStatus(message);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
    expect(await gateway.calls(SAVE)).toEqual([]);
  });
});

describe('complaint form: saving', () => {
  it('a save the server fails (HTTP 500) says why once, keeps the page and the draft for the next visit', async () => {
    gateway.server.use(http.post(`*/gateway${SAVE}`, () => new HttpResponse('down', { status: 500 })));
    const storage = memoryStorage();
    const first = openPage(form, FORM, { storage });
    await write('The app charged me twice');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expectStatus('The server had a problem. Please try again.');
    expect(await gateway.calls(SAVE)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
    expect(storedDraft(storage)?.values.text).toBe('The app charged me twice');
    first.unmount();

    openPage(form, FORM, { storage });
    expect(await comments()).toHaveValue('The app charged me twice');
  });

  it('a double tap on Submit saves once', async () => {
    openPage(form, '/complainPageNext?problemType=5&orderNo=10174');
    await write('Just one complaint, please');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Submitted successfully' })).toBeInTheDocument();
    expect(await gateway.calls(SAVE)).toHaveLength(1);
  });

  it('the success dialog stays until 1.5 s have passed, then the complaint page replaces the form', async () => {
    fakeClock();
    openPage(form, FORM);
    await write('Late fee after paying on time');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submitted successfully' });
    expect(dialog).toHaveAccessibleDescription('We will reply within 3 working days.');
    // Real time also moves this clock: well short of 1.5 s, then past it.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(screen.getByRole('dialog', { name: 'Submitted successfully' })).toBeInTheDocument();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
    await vi.advanceTimersByTimeAsync(500);
    const moved = await screen.findByText('Moved to /complaint?orderNo=10174');
    expect(moved).toHaveAttribute('data-navigation', 'REPLACE');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('complaint form: reached from the help chat (no type in the address)', () => {
  it('asks for the type first; type and sub-type are part of the draft and are saved', async () => {
    const storage = memoryStorage();
    const address = '/complainPageNext?orderNo=10180';
    const first = openPage(form, address, { storage });
    await write('Nobody answered my question in the chat');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expectStatus('Please choose the type of problem.');
    expect(await gateway.calls(SAVE)).toEqual([]);

    const types = screen.getByRole('group', { name: 'What is the problem?' });
    await userEvent.click(within(types).getByRole('button', { name: 'Collection or harassment' }));
    const subTypes = screen.getByRole('group', { name: 'What happened?' });
    await userEvent.click(within(subTypes).getByRole('button', { name: 'Contacting my family or friends' }));
    first.unmount();

    openPage(form, address, { storage });
    expect(await comments()).toHaveValue('Nobody answered my question in the chat');
    expect(await screen.findByRole('button', { name: 'Collection or harassment' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Contacting my family or friends' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Submitted successfully' })).toBeInTheDocument();
    expect((await gateway.calls(SAVE)).map((call) => call.params)).toEqual([
      expect.objectContaining({
        problemType: '1',
        problemSonType: '102',
        problemDetail: 'Nobody answered my question in the chat',
        problemImage: '',
        orderNo: '10180',
      }),
    ]);
  });
});

describe('complaint form: a tampered draft', () => {
  it('a stored draft whose values have other types is dropped: an empty form and a picker that works', async () => {
    const storage = memoryStorage();
    const first = openPage(form, FORM, { storage });
    await write('soon rewritten');
    await vi.waitFor(() => expect(storedDraft(storage)?.values.text).toBe('soon rewritten'));
    first.unmount();
    // Something else on the phone rewrites the draft's values, keeping its owner and scope.
    const draft = storedDraft(storage)!;
    storage.setItem('complaintDraft', JSON.stringify({ ...draft, values: { text: 12345, images: 'abc' } }));

    openPage(form, FORM, { storage });
    const field = await comments();
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription('0/200');
    expect(screen.queryByRole('img', { name: 'Picture 1' })).toBeNull();
    expect(storedDraft(storage)).toBeNull();

    await userEvent.upload(
      screen.getByLabelText('Add picture'),
      new File([PNG as Uint8Array<ArrayBuffer>], 'photo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', '/gateway/demo-uploads/1');
    await vi.waitFor(() =>
      expect(storedDraft(storage)?.values).toMatchObject({ text: '', images: ['/gateway/demo-uploads/1'] }),
    );
  });
});
