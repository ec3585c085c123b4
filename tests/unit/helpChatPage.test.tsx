/**
 * The real help chat page (virtual:page/kilat/helpChat) on the demo gateway's help-bot tree: topics
 * asked and answered, Resolved and the stars, the hand-offs to the complaint form, free text, and a
 * failed call that keeps the conversation and is retried in place.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { nativeHost, openPage, startFakeGateway, typeInto } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
let chat: PageModule;
beforeAll(async () => {
  chat = (await import('virtual:page/kilat/helpChat')) as PageModule;
});

const QA_LIST = '/h5-api/v3/user-problem/get-qa-list';
const QA_RECORD = '/h5-api/v3/user-problem/qa-record';

/** Opens the chat and waits for its topics. */
async function openChat(query = 'orderNo=10180') {
  const view = openPage(chat, `/intelligentCustomerService?${query}`);
  await screen.findByRole('tablist', { name: 'Topics' });
  return view;
}

const conversation = () => screen.getByRole('log', { name: 'Conversation' });
/** How often the borrower's own bubble "You: <text>" is in the conversation (as a screen reader reads it). */
const saidTimes = (text: string) => (conversation().textContent ?? '').split(`You: ${text}`).length - 1;
const records = async () =>
  (await gateway.calls(QA_RECORD)).map(({ params }) => ({ type: params.type, value: params.value, qaId: params.qaId }));

async function askTopic(topic: string) {
  await userEvent.click(screen.getByRole('tab', { name: topic }));
}

/** Loan application → "How long does approval take?": a single reply. */
async function singleReply() {
  await askTopic('Loan application');
  await userEvent.click(await within(conversation()).findByRole('button', { name: 'How long does approval take?' }));
  await within(conversation()).findByText(/Most applications are decided within 2 hours/);
}

describe('help chat: topics and answers', () => {
  it('greets, asks a topic and shows its questions as buttons', async () => {
    await openChat();
    expect(conversation()).toHaveTextContent("Hi! I'm your assistant.");
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Loan application',
      'Repayment',
      'Account',
      'Collection',
    ]);
    await askTopic('Repayment');
    const log = conversation();
    expect(
      await within(log).findByRole('button', { name: 'I paid but my loan still shows unpaid' }),
    ).toBeInTheDocument();
    expect(within(log).getByRole('button', { name: 'Can I extend my due date?' })).toBeInTheDocument();
    expect(saidTimes('Repayment')).toBe(1);
    expect((await gateway.calls(QA_LIST)).map((call) => [call.params.pid, call.params.orderNo])).toEqual([
      ['0', '10180'],
      ['2', '10180'],
    ]);
  });

  it('a single reply offers Resolved and Not resolved', async () => {
    await openChat();
    await singleReply();
    const log = conversation();
    expect(saidTimes('How long does approval take?')).toBe(1);
    expect(within(log).getByRole('button', { name: 'Resolved' })).toBeInTheDocument();
    expect(within(log).getByRole('button', { name: 'Not resolved' })).toBeInTheDocument();
  });

  it("Resolved, then under 4 stars: both recorded and the server's message shown; the host is not asked", async () => {
    const host = nativeHost();
    await openChat();
    await singleReply();
    await userEvent.click(within(conversation()).getByRole('button', { name: 'Resolved' }));
    const stars = await within(conversation()).findByRole('group', { name: 'Rate this answer' });
    await userEvent.click(within(stars).getByRole('button', { name: '2 stars' }));
    expect(await within(conversation()).findByText(/Sorry for the poor experience/)).toBeInTheDocument();
    expect(conversation()).toHaveTextContent('You rated 2 of 5.');
    expect(await records()).toEqual([
      { type: '2', value: '1', qaId: '121' },
      { type: '3', value: '2', qaId: '121' },
    ]);
    expect(host).not.toHaveBeenCalled();
  });

  it('Resolved, then 4 stars or more: the host is asked for the store rating', async () => {
    const host = nativeHost();
    await openChat();
    await singleReply();
    await userEvent.click(within(conversation()).getByRole('button', { name: 'Resolved' }));
    const stars = await within(conversation()).findByRole('group', { name: 'Rate this answer' });
    await userEvent.click(within(stars).getByRole('button', { name: '5 stars' }));
    await vi.waitFor(() => expect(host).toHaveBeenCalledWith('{"action":"goRate","data":{}}'));
    expect(conversation()).toHaveTextContent('You rated 5 of 5.');
    expect(conversation()).not.toHaveTextContent(/Sorry for the poor experience/);
    expect((await records()).at(-1)).toEqual({ type: '3', value: '5', qaId: '121' });
  });

  it('Not resolved is recorded and leads to the complaint form', async () => {
    await openChat();
    await singleReply();
    await userEvent.click(within(conversation()).getByRole('button', { name: 'Not resolved' }));
    expect(await screen.findByText('Moved to /complainPageNext?orderNo=10180')).toBeInTheDocument();
    expect(await records()).toEqual([{ type: '2', value: '2', qaId: '121' }]);
  });
});

describe('help chat: hand-offs', () => {
  it('opened on a topic from the address, an agent answer (action_type 4) records type 1 and opens the complaint form', async () => {
    await openChat('pid=4&topic=Collection&orderNo=10180');
    const handoff = await within(conversation()).findByRole('button', {
      name: 'Report harassment to customer service',
    });
    expect(saidTimes('Collection')).toBe(1);
    await userEvent.click(handoff);
    expect(await screen.findByText('Moved to /complainPageNext?orderNo=10180')).toBeInTheDocument();
    expect(await records()).toEqual([{ type: '1', value: '1', qaId: '42' }]);
    // The hand-off asks the bot nothing more.
    expect((await gateway.calls(QA_LIST)).map((call) => call.params.pid)).toEqual(['0', '4']);
  });

  it('free text is recorded as type 4 and answered with Contact CS, which opens the complaint form', async () => {
    await openChat();
    const input = screen.getByRole('textbox', { name: 'Your question' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await typeInto(input, 'Salary is late');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(conversation()).findByText(/A customer service agent can help you/)).toBeInTheDocument();
    expect(saidTimes('Salary is late')).toBe(1);
    expect(input).toHaveValue('');
    // Free text names no bot entry.
    expect(await records()).toEqual([{ type: '4', value: 'Salary is late' }]);
    await userEvent.click(within(conversation()).getByRole('button', { name: 'Contact CS' }));
    expect(await screen.findByText('Moved to /complainPageNext?orderNo=10180')).toBeInTheDocument();
  });
});

describe('help chat: no topics', () => {
  it("says so where the topics would be, in the borrower's language; the question box still works", async () => {
    gateway.server.use(
      http.get(`*/gateway${QA_LIST}`, ({ request }) => {
        // Only the topic list (pid 0) is empty; a question reaches the demo gateway.
        if (new URL(request.url).searchParams.get('pid') === '0')
          return HttpResponse.json({ code: '00', message: 'ok', data: { question: null, answerList: [] } });
      }),
    );
    openPage(chat, '/intelligentCustomerService?orderNo=10180');
    expect(
      await screen.findByText('No topics to choose from right now. Type your question instead.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    await typeInto(screen.getByRole('textbox', { name: 'Your question' }), 'Can I repay early?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(conversation()).findByRole('button', { name: 'Contact CS' })).toBeInTheDocument();
  });

  it('Indonesian', async () => {
    gateway.server.use(
      http.get(`*/gateway${QA_LIST}`, () =>
        HttpResponse.json({ code: '00', message: 'ok', data: { question: null, answerList: [] } }),
      ),
    );
    openPage(chat, '/intelligentCustomerService?orderNo=10180', { language: 'id', market: 'id' });
    expect(
      await screen.findByText('Belum ada topik untuk dipilih. Silakan ketik pertanyaan Anda.'),
    ).toBeInTheDocument();
  });
});

describe('help chat: a failed call', () => {
  it('keeps the conversation; Retry completes the same turn without a second bubble', async () => {
    let failures = 0;
    gateway.server.use(
      http.get(`*/gateway${QA_LIST}`, ({ request }) => {
        // The Repayment topic fails once; everything else reaches the demo gateway.
        if (new URL(request.url).searchParams.get('pid') === '2' && failures++ === 0) return HttpResponse.error();
      }),
    );
    await openChat();
    await askTopic('Loan application');
    await within(conversation()).findByRole('button', { name: 'Why was my application rejected?' });

    await askTopic('Repayment');
    const alert = await within(conversation()).findByRole('alert');
    expect(alert).toHaveTextContent('No connection. Check your network and try again.');
    // What was said before is all still there.
    expect(
      within(conversation()).getByRole('button', { name: 'Why was my application rejected?' }),
    ).toBeInTheDocument();
    expect(saidTimes('Loan application')).toBe(1);

    await userEvent.click(within(conversation()).getByRole('button', { name: 'Retry' }));
    expect(
      await within(conversation()).findByRole('button', { name: 'Can I extend my due date?' }),
    ).toBeInTheDocument();
    expect(within(conversation()).queryByRole('alert')).toBeNull();
    expect(saidTimes('Repayment')).toBe(1);
    expect((await gateway.calls(QA_LIST)).map((call) => call.params.pid)).toEqual(['0', '1', '2', '2']);
  });
});
