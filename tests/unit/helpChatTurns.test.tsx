/**
 * More of the real help chat page (virtual:page/kilat/helpChat) on the demo gateway (SPEC §4 Chat, §7 get-qa-list
 * and qa-record): the Indonesian greeting and topics, turns that follow each other, the stars after Resolved, the
 * agent answer reached from a topic, free text and Enter, failed records retried or given again, and server text
 * shown as text. helpChatPage.test.tsx has the first turn, the hand-offs and a failed topic.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { QA_TREE } from '../../demo/gateway/complaintData.ts';
import { expectStatus, nativeHost, openPage, startFakeGateway, type OpenOptions } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
let chat: PageModule;
beforeAll(async () => {
  chat = (await import('virtual:page/kilat/helpChat')) as PageModule;
});

const QA_LIST = '/h5-api/v3/user-problem/get-qa-list';
const QA_RECORD = '/h5-api/v3/user-problem/qa-record';
const ID: OpenOptions = { language: 'id', market: 'id', launch: { languageType: '1' } };
const BAIT = '<img src=x onerror=alert(1)>';

/** Writes into the question box at once (a paste: quicker than typing key by key, see typeInto). */
async function write(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function openChat(options: OpenOptions = {}) {
  const view = openPage(chat, '/intelligentCustomerService?orderNo=10180', options);
  await screen.findByRole('tablist', { name: options.language === 'id' ? 'Topik' : 'Topics' });
  return view;
}

const log = () => screen.getByRole('log', { name: /^(Conversation|Percakapan)$/ });
const saidTimes = (text: string, who = 'You') => (log().textContent ?? '').split(`${who}: ${text}`).length - 1;
const records = async () =>
  (await gateway.calls(QA_RECORD)).map(({ params }) => ({
    type: params.type,
    value: params.value,
    qaId: params.qaId,
    orderNo: params.orderNo,
  }));
const titles = (pid: number, lang: 'en' | 'id' = 'en') =>
  QA_TREE.filter((node) => node.pid === pid).map((node) => node.title[lang]);

function expectNames(elements: HTMLElement[], wanted: string[]) {
  expect(elements).toHaveLength(wanted.length);
  for (const [index, name] of wanted.entries()) expect(elements[index]).toHaveAccessibleName(name);
}

/** A topic, then one of its questions, whose single reply is then shown. */
async function singleReply(topic: string, question: string) {
  await userEvent.click(screen.getByRole('tab', { name: topic }));
  await userEvent.click(await within(log()).findByRole('button', { name: question }));
  await within(log()).findByRole('button', { name: /^(Resolved|Terselesaikan)$/ });
}

describe('help chat: turns', () => {
  it("greets in Indonesian and offers the server's topics as tabs", async () => {
    await openChat(ID);
    expect(log()).toHaveTextContent('Halo! Saya asisten Anda. Pilih topik di bawah atau ketik pertanyaan Anda.');
    expectNames(screen.getAllByRole('tab'), titles(0, 'id'));
    expect(screen.getByRole('textbox', { name: 'Pertanyaan Anda' })).toBeInTheDocument();
  });

  it("a second topic's turn comes after the first, which stays", async () => {
    await openChat();
    await userEvent.click(screen.getByRole('tab', { name: 'Loan application' }));
    await within(log()).findByRole('button', { name: titles(1)[0]! });
    await userEvent.click(screen.getByRole('tab', { name: 'Repayment' }));
    await within(log()).findByRole('button', { name: titles(2)[0]! });
    expectNames(within(log()).getAllByRole('button'), [...titles(1), ...titles(2)]);
    expect([saidTimes('Loan application'), saidTimes('Repayment')]).toEqual([1, 1]);
    expect((await gateway.calls(QA_LIST)).map((call) => [call.params.pid, call.params.orderNo])).toEqual([
      ['0', '10180'],
      ['1', '10180'],
      ['2', '10180'],
    ]);
  });

  it('Resolved gives way to five named stars; a rating removes them and records type 3 with the order', async () => {
    await openChat();
    await singleReply('Loan application', 'Why was my application rejected?');
    await userEvent.click(within(log()).getByRole('button', { name: 'Resolved' }));
    const stars = await within(log()).findByRole('group', { name: 'Rate this answer' });
    expectNames(within(stars).getAllByRole('button'), ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(within(log()).queryByRole('button', { name: 'Not resolved' })).toBeNull();
    await userEvent.click(within(stars).getByRole('button', { name: '2 stars' }));
    await within(log()).findByText('You rated 2 of 5.');
    expect(within(log()).queryByRole('group', { name: 'Rate this answer' })).toBeNull();
    expect(await records()).toEqual([
      { type: '2', value: '1', qaId: '111', orderNo: '10180' },
      { type: '3', value: '2', qaId: '111', orderNo: '10180' },
    ]);
  });

  it('4 stars (Indonesian) asks the host for the store rating, without the apology', async () => {
    const host = nativeHost();
    await openChat(ID);
    await singleReply('Pengajuan pinjaman', 'Berapa lama proses persetujuan?');
    await userEvent.click(within(log()).getByRole('button', { name: 'Terselesaikan' }));
    expect(host).not.toHaveBeenCalled();
    const stars = await within(log()).findByRole('group');
    await userEvent.click(within(stars).getByRole('button', { name: '4 bintang' }));
    await vi.waitFor(() => expect(host).toHaveBeenCalledWith('{"action":"goRate","data":{}}'));
    expect(log()).toHaveTextContent('Anda memberi nilai 4 dari 5.');
    expect(log()).not.toHaveTextContent('Mohon maaf atas pengalaman yang kurang baik.');
    expect((await records()).at(-1)).toEqual({ type: '3', value: '4', qaId: '121', orderNo: '10180' });
  });

  it('an agent answer reached from a topic records type 1 and opens the complaint form, asking nothing more', async () => {
    await openChat();
    await userEvent.click(screen.getByRole('tab', { name: 'Account' }));
    await userEvent.click(await within(log()).findByRole('button', { name: 'Talk to customer service' }));
    expect(await screen.findByText('Moved to /complainPageNext?orderNo=10180')).toBeInTheDocument();
    expect((await records()).map(({ type, qaId, orderNo }) => [type, qaId, orderNo])).toEqual([['1', '32', '10180']]);
    expect((await gateway.calls(QA_LIST)).map((call) => call.params.pid)).toEqual(['0', '3']);
  });
});

describe('help chat: free text', () => {
  it('Send waits for words: blank lines and Enter on them send nothing', async () => {
    await openChat();
    const input = screen.getByRole('textbox', { name: 'Your question' });
    await write(input, '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(await gateway.calls(QA_RECORD)).toEqual([]);
    expect(saidTimes('')).toBe(0);
  });

  it('Enter sends a message too (Indonesian), answered with Hubungi CS', async () => {
    await openChat(ID);
    await write(screen.getByRole('textbox', { name: 'Pertanyaan Anda' }), 'Kapan dana saya cair?');
    await userEvent.keyboard('{Enter}');
    expect(await within(log()).findByText(/Petugas layanan pelanggan dapat membantu Anda/)).toBeInTheDocument();
    expect(within(log()).getByRole('button', { name: 'Hubungi CS' })).toBeInTheDocument();
    expect(saidTimes('Kapan dana saya cair?', 'Anda')).toBe(1);
    expect(screen.getByRole('textbox', { name: 'Pertanyaan Anda' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeDisabled();
    expect((await records()).map(({ type, value, orderNo }) => [type, value, orderNo])).toEqual([
      ['4', 'Kapan dana saya cair?', '10180'],
    ]);
  });
});

describe('help chat: failed records', () => {
  it('a message whose record fails (HTTP 500) shows why with Retry; Retry sends it again once', async () => {
    let failing = true;
    gateway.server.use(
      http.post(`*/gateway${QA_RECORD}`, () => (failing ? new HttpResponse('down', { status: 500 }) : undefined)),
    );
    await openChat();
    await write(screen.getByRole('textbox', { name: 'Your question' }), 'Why was I charged twice?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByRole('alert')).toHaveTextContent('The server had a problem. Please try again.');
    expect(saidTimes('Why was I charged twice?')).toBe(1);
    expect(log()).toHaveTextContent("Hi! I'm your assistant.");

    failing = false;
    await userEvent.click(within(log()).getByRole('button', { name: 'Retry' }));
    expect(await within(log()).findByText(/A customer service agent can help you/)).toBeInTheDocument();
    expect(within(log()).queryByRole('alert')).toBeNull();
    expect(saidTimes('Why was I charged twice?')).toBe(1);
    expect((await records()).map(({ type, value }) => [type, value])).toEqual([
      ['4', 'Why was I charged twice?'],
      ['4', 'Why was I charged twice?'],
    ]);
  });

  it("a verdict whose record is refused toasts the server's reason and can be given again", async () => {
    let failing = true;
    gateway.server.use(
      http.post(`*/gateway${QA_RECORD}`, () =>
        failing ? HttpResponse.json({ code: '01', message: 'Please try again later.', data: null }) : undefined,
      ),
    );
    await openChat();
    await singleReply('Collection', 'A collector was rude to me');
    await userEvent.click(within(log()).getByRole('button', { name: 'Resolved' }));
    await expectStatus('Please try again later.');
    expect(saidTimes('A collector was rude to me')).toBe(1);

    failing = false;
    await userEvent.click(within(log()).getByRole('button', { name: 'Resolved' }));
    expect(await within(log()).findByRole('group', { name: 'Rate this answer' })).toBeInTheDocument();
    expect((await records()).map(({ type, value }) => [type, value])).toEqual([
      ['2', '1'],
      ['2', '1'],
    ]);
  });
});

describe('help chat: server text is text', () => {
  it('shows markup in topics, questions, answers and replies as text', async () => {
    const answer = (data: unknown) => HttpResponse.json({ code: '00', message: 'ok', data });
    gateway.server.use(
      http.get(`*/gateway${QA_LIST}`, ({ request }) => {
        const pid = new URL(request.url).searchParams.get('pid');
        if (pid === '0')
          return answer({ question: null, answerList: [{ id: 1, title_local: `Topic ${BAIT}`, action_type: 0 }] });
        if (pid === '1')
          return answer({
            question: { id: 1, title_local: `Question ${BAIT}` },
            answerList: [
              { id: 11, title_local: `Answer ${BAIT}` },
              { id: 12, title_local: 'Another' },
            ],
          });
        return answer({
          question: { id: 11, title_local: `Answer ${BAIT}` },
          answerList: [{ id: 111, title_local: `Reply ${BAIT}` }],
        });
      }),
      http.post(`*/gateway${QA_RECORD}`, () => answer({ reportResultData: `Note ${BAIT}` })),
    );
    const { container } = await openChat();
    await userEvent.click(screen.getByRole('tab', { name: `Topic ${BAIT}` }));
    expect(await within(log()).findByText(`Question ${BAIT}`)).toBeInTheDocument();
    await userEvent.click(within(log()).getByRole('button', { name: `Answer ${BAIT}` }));
    expect(await within(log()).findByText(`Reply ${BAIT}`)).toBeInTheDocument();
    await write(screen.getByRole('textbox', { name: 'Your question' }), `Me ${BAIT}`);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText(`Note ${BAIT}`)).toBeInTheDocument();
    expect(saidTimes(`Me ${BAIT}`)).toBe(1);
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
