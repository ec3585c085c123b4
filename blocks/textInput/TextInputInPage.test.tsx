/**
 * The field inside the real page runtime: its value goes out with 'change', through a setState
 * action, and comes back as the `value` prop a moment later (the way every page uses it).
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../renderer/runtime/app/App.tsx';
import { Page } from '../../renderer/runtime/page/Page.tsx';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import type { Node } from '../../renderer/contract/page/types.ts';
import { makeServices } from '../../tests/unit/render.tsx';
import TextInput from './index.tsx';

afterEach(() => {
  vi.useRealTimers();
});

function openPage(extra: Partial<Node> = {}) {
  const module: PageModule = {
    calls: {},
    // The build's page modules hold components typed loosely the same way.
    blocks: { textInput: TextInput as unknown as PageModule['blocks'][string] },
    page: {
      route: 'complaintForm',
      state: { text: '', sent: '' },
      body: [
        {
          type: 'textInput',
          props: { label: 'Your comments', value: { $read: 'state.text' }, maxLength: 10, counter: true },
          on: {
            change: [{ do: 'setState', set: { text: { $read: 'event.value' } } }],
            submit: [{ do: 'setState', set: { sent: { $read: 'event.value' }, text: '' } }],
          },
          ...extra,
        },
      ],
    },
  };
  render(
    <AppProviders services={makeServices()}>
      <MemoryRouter initialEntries={['/form']}>
        <Routes>
          <Route path="/form" element={<Page module={module} />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('textInput in a page', () => {
  it('typing goes through state and back without losing a letter or the focus', async () => {
    openPage();
    const field = await screen.findByRole('textbox', { name: 'Your comments' });
    await userEvent.type(field, 'hello');
    expect(field).toHaveValue('hello');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('5/10');
  });

  it('typing in the middle keeps the caret where the person is typing', async () => {
    openPage();
    const field = await screen.findByRole('textbox', { name: 'Your comments' });
    await userEvent.type(field, 'held');
    await userEvent.type(field, 'lo wor', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(field).toHaveValue('hello word');
    expect((field as HTMLInputElement).selectionStart).toBe(9);
  });

  it('the page clearing the value after Enter empties the field', async () => {
    openPage();
    const field = await screen.findByRole('textbox', { name: 'Your comments' });
    await userEvent.type(field, 'hi there{Enter}');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription('0/10');
  });

  it('while the message is being sent the field keeps the focus and takes no typing; then it is free again', async () => {
    // The send stands for a gateway call: the chain runs for a minute of the fake clock.
    openPage({
      on: {
        change: [{ do: 'setState', set: { text: { $read: 'event.value' } } }],
        submit: [
          { do: 'setState', set: { text: '' } },
          { do: 'wait', ms: 60_000 },
        ],
      },
      busy: ['submit'],
    });
    // (busy: what the build marks on a node whose chain waits — renderer/toolchain/compile/busy.ts.)
    const field = await screen.findByRole('textbox', { name: 'Your comments' });
    // Testing Library settles each step with a 0 ms timeout, so the fake clock also follows real time (a minute never
    // passes by itself here).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await userEvent.type(field, 'hi{Enter}');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('readonly');
    await userEvent.keyboard('x{Enter}');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(field).not.toHaveAttribute('readonly');
    await userEvent.keyboard('next');
    expect(field).toHaveValue('next');
    expect(field).toHaveFocus();
  });
});
