/**
 * The real complaint form and complaint detail pages (virtual:page/kilat/…) on the demo gateway:
 * what the borrower types and uploads, what reaches the gateway, the draft kept in storage until a
 * save succeeds, and the detail's rating dialog, with a fake clock for the 1.5 s and 3 s timers.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { PNG, jpegOfSize } from '../fixtures/pictures.ts';
import { expectStatus, fakeClock, openPage, startFakeGateway, typeInto } from './pageHarness.tsx';
import { memoryStorage } from './render.tsx';

// Several gateway round trips per test; leave room for a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
let form: PageModule;
let detail: PageModule;
beforeAll(async () => {
  form = (await import('virtual:page/kilat/complaintForm')) as PageModule;
  detail = (await import('virtual:page/kilat/complaintDetail')) as PageModule;
});

const FORM = '/complainPageNext?problemType=2&orderNo=10174';
const UPLOAD = '/user-problem/upload-problem-img';
const SAVE = '/user-problem/problem-save';

const png = (name = 'receipt.png') => new File([PNG as Uint8Array<ArrayBuffer>], name, { type: 'image/png' });
const storedDraft = (storage: Storage) =>
  JSON.parse(storage.getItem('complaintDraft') ?? 'null') as { scope: string; values: Record<string, unknown> } | null;
const comments = () => screen.findByRole('textbox', { name: 'Your comments' });
const picker = () => screen.getByLabelText('Add picture');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

/** Opens the form, waits for it, and writes the complaint (pasted: quicker than typing, see typeInto). */
async function fill(address: string, text: string, storage = memoryStorage()) {
  const view = openPage(form, address, { storage });
  await userEvent.click(await comments());
  await userEvent.paste(text);
  return view;
}

async function upload(file: File) {
  const before = screen.queryAllByRole('img', { name: /^Picture \d$/ }).length;
  await userEvent.upload(picker(), file);
  await screen.findByRole('img', { name: `Picture ${before + 1}` });
}

describe('complaint form: text and pictures', () => {
  it('counts the typed characters and keeps them in the draft under its scope', async () => {
    const { storage } = openPage(form, FORM);
    await typeInto(await comments(), 'Late fee');
    expect(screen.getByRole('textbox', { name: 'Your comments' })).toHaveValue('Late fee');
    expect(screen.getByText('8/200')).toBeInTheDocument();
    expect(storedDraft(storage)).toMatchObject({
      scope: '2||10174',
      values: { text: 'Late fee', images: [], type: null, sonType: null },
    });
  });

  it('uploads a picked picture as multipart problemImage with its bytes, shows it and toasts', async () => {
    const sent: File[] = [];
    // Looks at the request and lets the demo gateway answer it.
    gateway.server.use(
      http.post(`*/gateway${UPLOAD}`, async ({ request }) => {
        const file = (await request.clone().formData()).get('problemImage');
        if (file instanceof File) sent.push(file);
      }),
    );
    const { storage } = openPage(form, FORM);
    await comments();
    const file = png();
    await upload(file);

    expect(sent).toHaveLength(1);
    expect([sent[0]!.name, sent[0]!.type, sent[0]!.size]).toEqual(['receipt.png', 'image/png', file.size]);
    const stored = gateway.state().uploads.get(1);
    expect(stored?.type).toBe('image/png');
    expect(new Uint8Array(stored!.bytes)).toEqual(PNG);
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', '/gateway/demo-uploads/1');
    expect(screen.getByRole('button', { name: 'Remove picture 1' })).toBeInTheDocument();
    await expectStatus('Upload succeeded!');
    expect(storedDraft(storage)?.values.images).toEqual(['/gateway/demo-uploads/1']);
  });

  it.each([
    [
      'a file that is not a picture',
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      'This file is not a photo. Please choose a JPEG, PNG, WebP or HEIC picture.',
    ],
    [
      'a picture over the 5 MB limit',
      new File([jpegOfSize(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }),
      'The picture is larger than 5 MB.',
    ],
  ])('refuses %s with a message and sends nothing', async (_what, file, message) => {
    openPage(form, FORM);
    await comments();
    // The picker's accept="image/*" would hide a text file from user-event: a person can still pick one.
    await userEvent.setup({ applyAccept: false }).upload(picker(), file);
    await expectStatus(message);
    expect(screen.queryByRole('img', { name: 'Picture 1' })).toBeNull();
    expect(await gateway.calls(UPLOAD)).toEqual([]);
  });

  it('removing a picture drops its address from the draft', async () => {
    const { storage } = openPage(form, FORM);
    await comments();
    await upload(png('a.png'));
    await upload(png('b.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.getAllByRole('img', { name: /^Picture \d$/ }).map((img) => img.getAttribute('src'))).toEqual([
      '/gateway/demo-uploads/2',
    ]);
    expect(storedDraft(storage)?.values.images).toEqual(['/gateway/demo-uploads/2']);
  });
});

describe('complaint form: the draft', () => {
  it('a second visit with the same address restores the text and pictures; another address does not', async () => {
    const storage = memoryStorage();
    const first = await fill(FORM, 'Charged twice', storage);
    await upload(png());
    first.unmount();

    const again = openPage(form, FORM, { storage });
    expect(await comments()).toHaveValue('Charged twice');
    expect(screen.getByText('13/200')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', '/gateway/demo-uploads/1');
    again.unmount();

    openPage(form, '/complainPageNext?problemType=3&orderNo=10174', { storage });
    expect(await comments()).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Picture 1' })).toBeNull();
  });

  it('another borrower on the same phone does not get the draft; its owner does, and the token is never stored', async () => {
    const storage = memoryStorage();
    const borrowerA = { token: 'token-of-a-secret', userId: 'u-a' };
    const first = openPage(form, FORM, { storage, launch: borrowerA });
    await userEvent.click(await comments());
    await userEvent.paste('My salary slip');
    first.unmount();

    const other = openPage(form, FORM, { storage, launch: { token: 'token-of-b', userId: 'u-b' } });
    expect(await comments()).toHaveValue('');
    other.unmount();

    openPage(form, FORM, { storage, launch: borrowerA });
    expect(await comments()).toHaveValue('My salary slip');
    const everything = Array.from(
      { length: storage.length },
      (_, index) => `${storage.key(index)}=${storage.getItem(storage.key(index)!)}`,
    ).join('\n');
    expect(everything).toContain('My salary slip');
    expect(everything).not.toContain('token-of-a-secret');
    expect(everything).not.toContain('u-a');
  });

  it("a failed save toasts the server's message and keeps the draft and the page", async () => {
    gateway.server.use(
      http.post(`*/gateway${SAVE}`, () =>
        HttpResponse.json({ code: '01', message: 'Too many complaints today.', data: null }),
      ),
    );
    const { storage } = await fill(FORM, 'Charged twice');
    await submit();
    await expectStatus('Too many complaints today.');
    expect(await gateway.calls(SAVE)).toHaveLength(1);
    expect(storedDraft(storage)?.values.text).toBe('Charged twice');
    expect(screen.getByRole('textbox', { name: 'Your comments' })).toHaveValue('Charged twice');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });
});

describe('complaint form: saving', () => {
  it('sends the five fields, clears the draft, shows the success dialog and returns to /complaint after 1.5 s', async () => {
    fakeClock();
    const address = '/complainPageNext?problemType=1&problemSonType=103&orderNo=10180';
    const { storage } = await fill(address, 'Calls at night');
    await upload(png('a.png'));
    await upload(png('b.png'));
    expect(storedDraft(storage)?.scope).toBe('1|103|10180');
    await submit();

    const dialog = await screen.findByRole('dialog', { name: 'Submitted successfully' });
    expect(dialog).toHaveTextContent('We will reply within 3 working days.');
    const [save] = await gateway.calls(SAVE);
    expect(save?.params).toMatchObject({
      problemType: '1',
      problemSonType: '103',
      problemDetail: 'Calls at night',
      problemImage: '/gateway/demo-uploads/1,/gateway/demo-uploads/2',
      orderNo: '10180',
    });
    expect(storage.getItem('complaintDraft')).toBeNull();
    expect(screen.queryByText(/^Moved to/)).toBeNull();

    await vi.advanceTimersByTimeAsync(1500);
    expect(await screen.findByText('Moved to /complaint?orderNo=10180')).toBeInTheDocument();
    // Saved for real: the complaint is in the gateway's store, pictures and all.
    const saved = [...gateway.state().problems.values()].find((problem) => problem.content === 'Calls at night');
    expect(saved).toMatchObject({
      type: 1,
      sonType: 103,
      orderNo: '10180',
      images: ['/gateway/demo-uploads/1', '/gateway/demo-uploads/2'],
    });
  });

  it('empty text: "Please fill in your comments and suggestions." and no save request', async () => {
    openPage(form, FORM);
    await comments();
    await submit();
    await expectStatus('Please fill in your comments and suggestions.');
    expect(await gateway.calls(SAVE)).toEqual([]);
  });

  it('a text of only spaces counts as empty: the same message, and nothing is sent', async () => {
    await fill(FORM, '   ');
    await submit();
    await expectStatus('Please fill in your comments and suggestions.');
    expect(await gateway.calls(SAVE)).toEqual([]);
  });

  it('a collection complaint on an order that does not allow it is refused before saving', async () => {
    await fill('/complainPageNext?problemType=1&problemSonType=101&orderNo=10174', 'Rude collector');
    await submit();
    await expectStatus('The selected order does not support sending collection types.');
    expect(await gateway.calls(SAVE)).toEqual([]);
  });
});

describe('complaint detail: the rating dialog (Indonesian)', () => {
  const launch = { token: 'tok-detail', languageType: '1' };
  const openDetail = (problemId: string) =>
    openPage(detail, `/complainDetails?problemId=${problemId}`, { language: 'id', market: 'id', launch });
  const SCORE = '/user-problem/save-score';

  it('opens 3 s after an unrated, processed complaint loads; no star says "Silakan pilih" and sends nothing', async () => {
    fakeClock();
    openDetail('501');
    expect(await screen.findByText(/Kami sudah menegur tim penagihan/)).toBeInTheDocument();
    // A second short of it (real time also moves this clock, so not 2.9 s): no dialog yet.
    await vi.advanceTimersByTimeAsync(2000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    const dialog = await screen.findByRole('dialog', { name: 'Nilai penanganan kami' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await expectStatus('Silakan pilih');
    expect(await gateway.calls(SCORE)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Nilai penanganan kami' })).toBeInTheDocument();
  });

  it('a score is saved with the problem id, thanked, the dialog closes and the detail is loaded again', async () => {
    fakeClock();
    openDetail('501');
    await screen.findByText(/Kami sudah menegur tim penagihan/);
    await vi.advanceTimersByTimeAsync(3000);
    const dialog = await screen.findByRole('dialog', { name: 'Nilai penanganan kami' });
    await userEvent.click(within(dialog).getByRole('button', { name: '4 bintang' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await expectStatus('Terima kasih atas penilaian Anda!');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await gateway.calls(SCORE)).map((call) => [call.params.score, call.params.problemId])).toEqual([
      ['4', '501'],
    ]);
    await vi.waitFor(async () => expect(await gateway.calls('/user-problem/problem-detail')).toHaveLength(2));
    expect(gateway.state().problems.get(501)).toMatchObject({ isScore: 1, score: 4 });
    // Rated now: no dialog comes back.
    await vi.advanceTimersByTimeAsync(3500);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['502', 'a rated complaint', /Bank terlambat mengonfirmasi/],
    ['503', 'a pending complaint', /Keluhan Anda sedang ditangani/],
  ])('%s (%s) shows its result and never asks for a rating', async (problemId, _what, result) => {
    fakeClock();
    openDetail(problemId);
    expect(await screen.findByText(result)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(3500);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
