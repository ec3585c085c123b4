import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import type { Props } from './definition.ts';
import TextInput from './index.tsx';

/** Feeds each change back as `value`, the way the page's setState does. */
function Bound({ emit, ...props }: Props) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <TextInput
      {...props}
      value={value}
      emit={(event, payload) => {
        emit(event, payload);
        if (event === 'change') setValue(String(payload?.value));
      }}
    />
  );
}

const changes = (emit: ReturnType<typeof vi.fn>) =>
  emit.mock.calls.filter(([event]) => event === 'change').map(([, payload]) => payload);

describe('textInput block', () => {
  it('a single-line field named by its visible label, with its placeholder', () => {
    renderWithRuntime(<TextInput label="Your name" placeholder="As on your ID" emit={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Your name' });
    expect(field.tagName).toBe('INPUT');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('placeholder', 'As on your ID');
    expect(screen.getByText('Your name')).toBeVisible();
  });

  it('multiline is a text area of the given rows; a hidden label still names it', () => {
    renderWithRuntime(
      <TextInput label="Your comments" labelHidden multiline rows={6} placeholder="Tell us more" emit={vi.fn()} />,
    );
    const field = screen.getByRole('textbox', { name: 'Your comments' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('rows', '6');
    expect(screen.getByText('Your comments').tagName).toBe('LABEL');
  });

  it('typing raises change with the whole text', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Bound label="Your comments" multiline emit={emit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your comments' }), 'Late');
    expect(changes(emit)).toEqual([{ value: 'L' }, { value: 'La' }, { value: 'Lat' }, { value: 'Late' }]);
  });

  it('typing past maxLength is ignored: the attribute is set and nothing longer is sent', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Bound label="Your comments" multiline maxLength={5} counter emit={emit} />);
    const field = screen.getByRole('textbox', { name: 'Your comments' });
    expect(field).toHaveAttribute('maxLength', '5');
    await userEvent.type(field, 'abcdefgh');
    expect(field).toHaveValue('abcde');
    expect(changes(emit).at(-1)).toEqual({ value: 'abcde' });
    expect(changes(emit).every((payload) => String(payload?.value).length <= 5)).toBe(true);
    expect(field).toHaveAccessibleDescription('5/5');
  });

  it('a paste longer than the limit is cut to it, not refused', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Bound label="Your comments" multiline maxLength={10} value="ab" emit={emit} />);
    const field = screen.getByRole('textbox', { name: 'Your comments' });
    await userEvent.click(field);
    await userEvent.paste('cdefghijklmnop');
    expect(changes(emit).at(-1)).toEqual({ value: 'abcdefghij' });
    expect(field).toHaveValue('abcdefghij');
  });

  it('a value longer than the limit arriving from the keyboard (maxLength ignored) is cut too', () => {
    const emit = vi.fn();
    renderWithRuntime(<TextInput label="Your comments" multiline maxLength={3} emit={emit} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your comments' }), { target: { value: 'abcdef' } });
    expect(emit).toHaveBeenCalledWith('change', { value: 'abc' });
  });

  it('the cut never splits an emoji; the counter counts as the limit does', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Bound label="Your comments" multiline maxLength={4} counter emit={emit} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your comments' }), { target: { value: 'abc😀' } });
    expect(emit).toHaveBeenLastCalledWith('change', { value: 'abc' });
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('3/4');
  });

  it('the counter "n/max" sits under the field and describes it', async () => {
    renderWithRuntime(
      <Bound label="Your comments" multiline maxLength={200} counter value="Late fee" emit={vi.fn()} />,
    );
    const field = screen.getByRole('textbox', { name: 'Your comments' });
    expect(screen.getByText('8/200')).toBeVisible();
    expect(field).toHaveAccessibleDescription('8/200');
    await userEvent.type(field, '!!');
    expect(field).toHaveAccessibleDescription('10/200');
  });

  it('no counter unless asked', () => {
    renderWithRuntime(<TextInput label="Your comments" maxLength={200} value="Late fee" emit={vi.fn()} />);
    expect(screen.queryByText('8/200')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });

  it('Enter in a single-line field raises submit with the text', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Bound label="Message" emit={emit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(emit).toHaveBeenLastCalledWith('submit', { value: 'Hello' });
    expect(emit.mock.calls.filter(([event]) => event === 'submit')).toHaveLength(1);
  });

  it('with a send button: it and Enter send the text, never a blank one', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Bound label="Pertanyaan Anda" labelHidden submitLabel="Kirim" emit={emit} />);
    const send = screen.getByRole('button', { name: 'Kirim' });
    expect(send).toBeDisabled();
    const field = screen.getByRole('textbox', { name: 'Pertanyaan Anda' });
    await userEvent.type(field, '   {Enter}');
    expect(send).toBeDisabled();
    expect(emit).not.toHaveBeenCalledWith('submit', expect.anything());
    await userEvent.type(field, 'kapan cair?');
    await userEvent.click(send);
    expect(emit).toHaveBeenLastCalledWith('submit', { value: '   kapan cair?' });
    await userEvent.type(field, '{Enter}');
    expect(emit.mock.calls.filter(([event]) => event === 'submit')).toHaveLength(2);
  });

  it('the send button is disabled while the message is being sent', () => {
    const emit = vi.fn();
    renderWithRuntime(<TextInput label="Message" submitLabel="Send" value="hello" busy emit={emit} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('Enter in a text area is a new line, not a submit', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Bound label="Your comments" multiline emit={emit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your comments' }), 'a{Enter}b');
    expect(emit).not.toHaveBeenCalledWith('submit', expect.anything());
    expect(changes(emit).at(-1)).toEqual({ value: 'a\nb' });
  });

  it('while busy (a message being sent) it keeps the focus but takes no typing and no second Enter', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<TextInput label="Message" value="Hello" emit={emit} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.click(field);
    rerender(<TextInput label="Message" value="Hello" busy emit={emit} />);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('more{Enter}');
    expect(field).toHaveValue('Hello');
    expect(emit).not.toHaveBeenCalled();
    rerender(<TextInput label="Message" value="" emit={emit} />);
    await userEvent.keyboard('Next');
    expect(field).toHaveValue('Next');
  });

  it('read-only shows the text with its name and counter; it cannot be changed', async () => {
    const emit = vi.fn();
    renderWithRuntime(
      <TextInput
        label="Content"
        multiline
        readOnly
        counter
        maxLength={200}
        value="The fee was charged twice."
        emit={emit}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Content' });
    expect(field).toHaveValue('The fee was charged twice.');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription('26/200');
    await userEvent.type(field, 'more');
    expect(field).toHaveValue('The fee was charged twice.');
    expect(emit).not.toHaveBeenCalled();
  });

  it('disabled cannot be typed in', async () => {
    const emit = vi.fn();
    renderWithRuntime(<TextInput label="Message" disabled emit={emit} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field).toBeDisabled();
    await userEvent.type(field, 'hi{Enter}');
    expect(emit).not.toHaveBeenCalled();
  });

  it('a new value from the page replaces the text (cleared after sending)', () => {
    const { rerender } = renderWithRuntime(<TextInput label="Message" value="Hello" emit={vi.fn()} />);
    rerender(<TextInput label="Message" value="" emit={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('a late echo of an earlier keystroke does not take letters back', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<TextInput label="Message" value="" emit={emit} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'ab');
    // The page's state catches up one keystroke at a time.
    rerender(<TextInput label="Message" value="a" emit={emit} />);
    expect(field).toHaveValue('ab');
    rerender(<TextInput label="Message" value="ab" emit={emit} />);
    expect(field).toHaveValue('ab');
    rerender(<TextInput label="Message" value="something else" emit={emit} />);
    expect(field).toHaveValue('something else');
  });

  it('the Indonesian counter reads the same way', () => {
    renderWithRuntime(
      <TextInput label="Komentar Anda" multiline counter maxLength={200} value="Terlambat" emit={vi.fn()} />,
      { language: 'id' },
    );
    expect(screen.getByRole('textbox', { name: 'Komentar Anda' })).toHaveAccessibleDescription('9/200');
  });
  it('an SMS code field asks for the digit pad and offers the code the phone received', async () => {
    const emit = vi.fn();
    renderWithRuntime(
      <Bound label="验证码" inputMode="numeric" autoComplete="one-time-code" maxLength={6} emit={emit} />,
      { language: 'zh' },
    );
    const field = screen.getByRole('textbox', { name: '验证码' });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('pattern', '[0-9]*');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '1234567');
    expect(changes(emit).at(-1)).toEqual({ value: '123456' });
  });

  it('other keyboards set inputmode alone; a plain field has no pattern and no autocomplete', () => {
    const { rerender } = renderWithRuntime(
      <TextInput label="Phone" inputMode="tel" autoComplete="tel" emit={vi.fn()} />,
    );
    const field = screen.getByRole('textbox', { name: 'Phone' });
    expect(field).toHaveAttribute('inputmode', 'tel');
    expect(field).toHaveAttribute('autocomplete', 'tel');
    expect(field).not.toHaveAttribute('pattern');
    rerender(<TextInput label="Phone" inputMode="email" emit={vi.fn()} />);
    expect(field).toHaveAttribute('inputmode', 'email');
    rerender(<TextInput label="Phone" emit={vi.fn()} />);
    expect(field).toHaveAttribute('inputmode', 'text');
    expect(field).not.toHaveAttribute('pattern');
    expect(field).not.toHaveAttribute('autocomplete');
  });

  it('the digit pad also applies to a field with a send button', () => {
    renderWithRuntime(<TextInput label="Code" inputMode="numeric" submitLabel="Send" emit={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('pattern', '[0-9]*');
  });
});
