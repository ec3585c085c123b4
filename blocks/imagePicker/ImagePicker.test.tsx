import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../renderer/i18n/messages.tsx';
import { catalogues, renderWithRuntime } from '../../tests/unit/render.tsx';
import ImagePicker from './index.tsx';

const NINE = Array.from({ length: 9 }, (_, i) => `/demo/product-${(i % 4) + 1}.svg?${i}`);
const picture = (name = 'receipt.png', bytes = 2048, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const addControl = () => screen.getByLabelText('Add picture');

describe('imagePicker block', () => {
  it('an empty picker: a group named by its label, an "Add picture" file chooser for one picture, and the count', () => {
    renderWithRuntime(<ImagePicker label="Pictures" emit={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Pictures' });
    const input = within(group).getByLabelText('Add picture');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toHaveAttribute('multiple');
    expect(input).toBeEnabled();
    expect(input).toHaveAccessibleDescription('0/9');
    expect(within(group).getByText('Add picture')).toBeVisible();
    expect(within(group).getByText('0/9')).toBeVisible();
    expect(within(group).queryAllByRole('img')).toHaveLength(0);
  });

  it('a chosen picture is handed over as the File itself', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" emit={emit} />);
    const file = picture('receipt.png', 4096);
    await userEvent.upload(addControl(), file);
    expect(emit).toHaveBeenCalledTimes(1);
    const [event, payload] = emit.mock.calls[0]!;
    expect(event).toBe('pick');
    expect(payload.file).toBe(file);
    expect(payload.file).toBeInstanceOf(File);
    expect({ name: payload.file.name, type: payload.file.type, size: payload.file.size }).toEqual({ name: 'receipt.png', type: 'image/png', size: 4096 });
  });

  it('the chooser is cleared after each choice, so the same picture can be chosen again', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" emit={emit} />);
    const file = picture();
    await userEvent.upload(addControl(), file);
    expect(addControl()).toHaveValue('');
    await userEvent.upload(addControl(), file);
    expect(emit.mock.calls.map(([event, payload]) => [event, payload.file])).toEqual([
      ['pick', file],
      ['pick', file],
    ]);
  });

  it('a file that is not a picture is refused with reason "type"', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" emit={emit} />);
    // Some choosers let any file through despite accept="image/*".
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(addControl(), new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }));
    expect(emit.mock.calls).toEqual([['reject', { reason: 'type', name: 'statement.pdf', message: 'Only pictures can be uploaded.' }]]);
  });

  it('a picture with no type but a picture name (some Android cameras) is accepted; other untyped files are not', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" emit={emit} />);
    const user = userEvent.setup({ applyAccept: false });
    const photo = new File([new Uint8Array(10)], 'IMG_0001.JPG', { type: '' });
    await user.upload(addControl(), photo);
    await user.upload(addControl(), new File(['x'], 'notes', { type: '' }));
    expect(emit.mock.calls).toEqual([
      ['pick', { file: photo }],
      ['reject', { reason: 'type', name: 'notes', message: 'Only pictures can be uploaded.' }],
    ]);
  });

  it('a picture over maxBytes is refused with reason "size"; one of exactly maxBytes is taken', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" maxBytes={1000} emit={emit} />);
    const exact = picture('ok.jpg', 1000, 'image/jpeg');
    await userEvent.upload(addControl(), picture('big.jpg', 1001, 'image/jpeg'));
    await userEvent.upload(addControl(), exact);
    expect(emit.mock.calls).toEqual([
      ['reject', expect.objectContaining({ reason: 'size', name: 'big.jpg', maxBytes: 1000 })],
      ['pick', { file: exact }],
    ]);
  });

  it('at 9 pictures the add control is disabled and says 9/9', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" images={NINE} emit={emit} />);
    const input = addControl();
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveAccessibleDescription('9/9');
    await userEvent.upload(input, picture());
    expect(emit).not.toHaveBeenCalled();
  });

  it('at 8 it still takes one more', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" images={NINE.slice(0, 8)} emit={emit} />);
    expect(addControl()).toBeEnabled();
    expect(addControl()).not.toHaveAttribute('aria-disabled');
    await userEvent.upload(addControl(), picture());
    expect(emit).toHaveBeenCalledWith('pick', expect.objectContaining({ file: expect.any(File) }));
  });

  it('a file arriving once the list is full (it filled while the chooser was open) is refused with reason "full"', () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" images={NINE.slice(0, 3)} max={3} emit={emit} />);
    fireEvent.change(addControl(), { target: { files: [picture()] } });
    expect(emit.mock.calls).toEqual([['reject', { reason: 'full', message: translate(catalogues.en, 'images.full', { max: 3 }) }]]);
  });

  it('the refusal carries the catalogue\'s message (any {size} filled in MB), ready to toast, and shows nothing itself', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Gambar" maxBytes={5 * 1024 * 1024} emit={emit} />, { language: 'id' });
    await userEvent.upload(screen.getByLabelText('Tambah gambar'), picture('big.jpg', 5 * 1024 * 1024 + 1, 'image/jpeg'));
    const message = translate(catalogues.id, 'images.tooLarge', { size: 5 });
    expect(message).not.toMatch(/[{}]/);
    expect(emit.mock.calls).toEqual([['reject', { reason: 'size', name: 'big.jpg', maxBytes: 5 * 1024 * 1024, message }]]);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('shows each picture as a thumbnail "Picture n" with a "Remove picture n" button', () => {
    renderWithRuntime(<ImagePicker label="Pictures" images={['/demo/product-1.svg', '/demo/product-2.svg']} emit={vi.fn()} />);
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', '/demo/product-1.svg');
    expect(screen.getByRole('img', { name: 'Picture 2' })).toHaveAttribute('src', '/demo/product-2.svg');
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Remove picture 1', 'Remove picture 2']);
    expect(screen.getByText('2/9')).toBeVisible();
  });

  it('remove gives the list without that picture, the removed address and its index', async () => {
    const emit = vi.fn();
    const images = ['/demo/product-1.svg', '/demo/product-2.svg', '/demo/product-3.svg'];
    renderWithRuntime(<ImagePicker label="Pictures" images={images} emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(emit.mock.calls).toEqual([['remove', { images: ['/demo/product-1.svg', '/demo/product-3.svg'], removed: '/demo/product-2.svg', index: 1 }]]);
  });

  it('after a removal the focus goes to the next remove button, or to Add picture when none is left', async () => {
    const images = ['/demo/product-1.svg', '/demo/product-2.svg'];
    const { rerender } = renderWithRuntime(<ImagePicker label="Pictures" images={images} emit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    rerender(<ImagePicker label="Pictures" images={['/demo/product-2.svg']} emit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Remove picture 1' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    rerender(<ImagePicker label="Pictures" images={[]} emit={vi.fn()} />);
    expect(addControl()).toHaveFocus();
  });

  it('while uploading: "Uploading..." in a status region, and nothing can be added or removed', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<ImagePicker label="Pictures" images={['/demo/product-1.svg']} emit={emit} />);
    const status = within(screen.getByRole('group', { name: 'Pictures' })).getByRole('status');
    expect(status).toHaveTextContent('');
    rerender(<ImagePicker label="Pictures" images={['/demo/product-1.svg']} busy emit={emit} />);
    expect(status).toHaveTextContent('Uploading...');
    expect(addControl()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove picture 1' })).toBeDisabled();
    await userEvent.upload(addControl(), picture());
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(emit).not.toHaveBeenCalled();
  });

  it('disabled by the page: nothing can be added or removed', () => {
    renderWithRuntime(<ImagePicker label="Pictures" images={['/demo/product-1.svg']} disabled emit={vi.fn()} />);
    expect(addControl()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove picture 1' })).toBeDisabled();
  });

  it('a smaller max counts to it', () => {
    renderWithRuntime(<ImagePicker label="Pictures" images={['/demo/product-1.svg']} max={3} emit={vi.fn()} />);
    expect(screen.getByText('1/3')).toBeVisible();
  });

  it('Indonesian names', () => {
    renderWithRuntime(<ImagePicker label="Gambar" images={['/demo/product-1.svg']} busy emit={vi.fn()} />, { language: 'id' });
    expect(screen.getByLabelText('Tambah gambar')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('img', { name: 'Gambar 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hapus gambar 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Gambar' })).getByRole('status')).toHaveTextContent('Mengunggah...');
  });
});
