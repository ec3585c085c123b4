import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { translate } from '../../renderer/runtime/i18n/messages.tsx';
import {
  CAMERA,
  GPS_LATITUDE,
  JPEG,
  NOT_PICTURES,
  PNG,
  indexOf,
  jpegOfSize,
  jpegSegments,
  jpegWith,
} from '../../tests/fixtures/pictures.ts';
import { catalogues, renderWithRuntime } from '../../tests/unit/render.tsx';
import ImagePicker from './index.tsx';

const NINE = Array.from({ length: 9 }, (_, i) => `/demo/product-${(i % 4) + 1}.svg?${i}`);
const picture = (name = 'receipt.png', bytes: Uint8Array = PNG, type = 'image/png') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
const addControl = () => screen.getByLabelText('Add picture');
const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());
const NOT_A_PHOTO = 'This file is not a photo. Please choose a JPEG, PNG, WebP or HEIC picture.';

/** The block reads a chosen file before it decides: the one event it then emits. */
async function picked(emit: ReturnType<typeof vi.fn>) {
  await waitFor(() => expect(emit).toHaveBeenCalledTimes(1));
  return emit.mock.calls[0]! as [string, { file: File }];
}

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

  it('a chosen picture is handed over as a File of the same name, the type of its content and its bytes', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" emit={emit} />);
    await userEvent.upload(addControl(), picture('receipt.png'));
    const [event, payload] = await picked(emit);
    expect(event).toBe('pick');
    expect(payload.file).toBeInstanceOf(File);
    expect({ name: payload.file.name, type: payload.file.type }).toEqual({ name: 'receipt.png', type: 'image/png' });
    expect(await bytesOf(payload.file)).toEqual(PNG);
  });

  it('the chooser is cleared after each choice, so the same picture can be chosen again', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" emit={emit} />);
    const file = picture();
    await userEvent.upload(addControl(), file);
    expect(addControl()).toHaveValue('');
    await waitFor(() => expect(addControl()).toBeEnabled());
    await userEvent.upload(addControl(), file);
    await waitFor(() =>
      expect(emit.mock.calls.map(([event, payload]) => [event, payload.file.name])).toEqual([
        ['pick', 'receipt.png'],
        ['pick', 'receipt.png'],
      ]),
    );
  });

  it('a photo goes without where and with what it was taken: Exif with GPS, XMP and comments are taken out', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" emit={emit} />);
    const photo = jpegWith([jpegSegments.exif(), jpegSegments.xmp(), jpegSegments.comment()]);
    await userEvent.upload(addControl(), picture('IMG_0001.jpg', photo, 'image/jpeg'));
    const [, payload] = await picked(emit);
    const sent = await bytesOf(payload.file);
    expect(indexOf(sent, GPS_LATITUDE)).toBe(-1);
    expect(indexOf(sent, CAMERA)).toBe(-1);
    expect(sent).toEqual(JPEG);
    expect(payload.file.type).toBe('image/jpeg');
  });

  it.each([
    ['an SVG renamed .png', 'drawing.png', NOT_PICTURES.svg, 'image/png'],
    ['an SVG as it is', 'drawing.svg', NOT_PICTURES.svg, 'image/svg+xml'],
    ['a GIF', 'funny.gif', NOT_PICTURES.gif, 'image/gif'],
    ['a PDF', 'statement.pdf', NOT_PICTURES.pdf, 'application/pdf'],
    ['a program renamed .jpg', 'photo.jpg', NOT_PICTURES.exe, 'image/jpeg'],
    ['an empty file', 'empty.jpg', NOT_PICTURES.empty, 'image/jpeg'],
  ])('%s is refused with reason "type" and says which pictures are taken', async (_what, name, bytes, type) => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" emit={emit} />);
    // Some choosers let any file through despite accept="image/*".
    await userEvent.setup({ applyAccept: false }).upload(addControl(), picture(name, bytes, type));
    await waitFor(() => expect(emit.mock.calls).toEqual([['reject', { reason: 'type', name, message: NOT_A_PHOTO }]]));
  });

  it('the content decides, not the name or reported type: an untyped camera JPEG and a PNG called .jpg go with their real type', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" emit={emit} />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(addControl(), picture('1000012345', JPEG, ''));
    await waitFor(() => expect(addControl()).toBeEnabled());
    await user.upload(addControl(), picture('screenshot.jpg', PNG, 'image/jpeg'));
    await waitFor(() => expect(emit).toHaveBeenCalledTimes(2));
    expect(emit.mock.calls.map(([event, payload]) => [event, payload.file.name, payload.file.type])).toEqual([
      ['pick', '1000012345', 'image/jpeg'],
      ['pick', 'screenshot.jpg', 'image/png'],
    ]);
  });

  it('a picture cut short, or one the phone cannot hand over (a cloud photo not downloaded), is refused with reason "unreadable"', async () => {
    const emit = vi.fn();
    const message = 'This picture could not be read. Please choose another photo.';
    renderWithRuntime(<ImagePicker label="Pictures" emit={emit} />);
    await userEvent.upload(addControl(), picture('cut.png', PNG.subarray(0, 40)));
    await waitFor(() => expect(emit).toHaveBeenCalledTimes(1));
    vi.spyOn(Blob.prototype, 'arrayBuffer').mockRejectedValue(
      new DOMException('The file could not be read.', 'NotReadableError'),
    );
    await userEvent.upload(addControl(), picture('cloud.jpg', JPEG, 'image/jpeg'));
    await waitFor(() => expect(emit).toHaveBeenCalledTimes(2));
    expect(emit.mock.calls).toEqual([
      ['reject', { reason: 'unreadable', name: 'cut.png', message }],
      ['reject', { reason: 'unreadable', name: 'cloud.jpg', message }],
    ]);
  });

  it('a picture over maxBytes is refused with reason "size"; one of exactly maxBytes is taken', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" maxBytes={1000} emit={emit} />);
    await userEvent.upload(addControl(), picture('big.jpg', jpegOfSize(1001), 'image/jpeg'));
    await waitFor(() => expect(emit).toHaveBeenCalledTimes(1));
    await userEvent.upload(addControl(), picture('ok.jpg', jpegOfSize(1000), 'image/jpeg'));
    await waitFor(() => expect(emit).toHaveBeenCalledTimes(2));
    expect(emit.mock.calls.map(([event, payload]) => [event, payload.reason ?? payload.file.size])).toEqual([
      ['reject', 'size'],
      ['pick', 1000],
    ]);
    expect(emit.mock.calls[0]![1]).toMatchObject({ name: 'big.jpg', maxBytes: 1000 });
  });

  it('a file many times the limit is refused after its first bytes, without being read whole', async () => {
    const reads = vi.spyOn(Blob.prototype, 'arrayBuffer');
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" maxBytes={1000} emit={emit} />);
    await userEvent.upload(addControl(), picture('video.jpg', jpegOfSize(4001), 'image/jpeg'));
    await waitFor(() =>
      expect(emit).toHaveBeenCalledWith('reject', expect.objectContaining({ reason: 'size', name: 'video.jpg' })),
    );
    expect(reads.mock.contexts.map((blob) => (blob as Blob).size)).toEqual([64]);
  });

  it('the limit is on what is sent: a photo over it only by its metadata goes without it', async () => {
    const emit = vi.fn();
    const photo = jpegWith([jpegSegments.exif(), jpegSegments.comment('x'.repeat(500))]);
    renderWithRuntime(<ImagePicker label="Pictures" maxBytes={JPEG.length} emit={emit} />);
    expect(photo.length).toBeGreaterThan(JPEG.length);
    await userEvent.upload(addControl(), picture('IMG_0002.jpg', photo, 'image/jpeg'));
    const [event, payload] = await picked(emit);
    expect([event, payload.file.size]).toEqual(['pick', JPEG.length]);
  });

  it('while the chosen file is read, the picker says it is uploading and takes nothing else', async () => {
    let release = () => {};
    const read = Blob.prototype.arrayBuffer;
    vi.spyOn(Blob.prototype, 'arrayBuffer').mockImplementation(function (this: Blob) {
      return new Promise<void>((resolve) => (release = resolve)).then(() => read.call(this));
    });
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" emit={emit} />);
    await userEvent.upload(addControl(), picture());
    expect(addControl()).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Pictures' })).getByRole('status')).toHaveTextContent(
      'Uploading...',
    );
    vi.mocked(Blob.prototype.arrayBuffer).mockImplementation(read);
    release();
    await waitFor(() => expect(addControl()).toBeEnabled());
    expect(emit).toHaveBeenCalledWith('pick', expect.objectContaining({ file: expect.any(File) }));
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
    await waitFor(() => expect(emit).toHaveBeenCalledWith('pick', expect.objectContaining({ file: expect.any(File) })));
  });

  it('a file arriving once the list is full (it filled while the chooser was open) is refused with reason "full"', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Pictures" images={NINE.slice(0, 3)} max={3} emit={emit} />);
    fireEvent.change(addControl(), { target: { files: [picture()] } });
    await waitFor(() =>
      expect(emit.mock.calls).toEqual([
        ['reject', { reason: 'full', message: translate(catalogues.en, 'images.full', { max: 3 }) }],
      ]),
    );
  });

  it("the refusal carries the catalogue's message (any {size} filled in MB), ready to toast, and shows nothing itself", async () => {
    const emit = vi.fn();
    renderWithRuntime(<ImagePicker label="Gambar" maxBytes={5 * 1024 * 1024} emit={emit} />, { language: 'id' });
    await userEvent.upload(
      screen.getByLabelText('Tambah gambar'),
      picture('big.jpg', jpegOfSize(5 * 1024 * 1024 + 1), 'image/jpeg'),
    );
    const message = translate(catalogues.id, 'images.tooLarge', { size: 5 });
    expect(message).not.toMatch(/[{}]/);
    await waitFor(() => expect(emit).toHaveBeenCalled());
    expect(emit.mock.calls).toEqual([
      ['reject', { reason: 'size', name: 'big.jpg', maxBytes: 5 * 1024 * 1024, message }],
    ]);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('shows each picture as a thumbnail "Picture n" with a "Remove picture n" button', () => {
    renderWithRuntime(
      <ImagePicker label="Pictures" images={['/demo/product-1.svg', '/demo/product-2.svg']} emit={vi.fn()} />,
    );
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', '/demo/product-1.svg');
    expect(screen.getByRole('img', { name: 'Picture 2' })).toHaveAttribute('src', '/demo/product-2.svg');
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove picture 1',
      'Remove picture 2',
    ]);
    expect(screen.getByText('2/9')).toBeVisible();
  });

  it('remove gives the list without that picture, the removed address and its index', async () => {
    const emit = vi.fn();
    const images = ['/demo/product-1.svg', '/demo/product-2.svg', '/demo/product-3.svg'];
    renderWithRuntime(<ImagePicker label="Pictures" images={images} emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(emit.mock.calls).toEqual([
      ['remove', { images: ['/demo/product-1.svg', '/demo/product-3.svg'], removed: '/demo/product-2.svg', index: 1 }],
    ]);
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
    const { rerender } = renderWithRuntime(
      <ImagePicker label="Pictures" images={['/demo/product-1.svg']} emit={emit} />,
    );
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
    renderWithRuntime(<ImagePicker label="Gambar" images={['/demo/product-1.svg']} busy emit={vi.fn()} />, {
      language: 'id',
    });
    expect(screen.getByLabelText('Tambah gambar')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('img', { name: 'Gambar 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hapus gambar 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Gambar' })).getByRole('status')).toHaveTextContent(
      'Mengunggah...',
    );
  });
});
