import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import ImageGallery from './index.tsx';

const THREE = ['/demo/product-1.svg', '/demo/product-2.svg', '/demo/product-3.svg'];
const noop = () => undefined;

describe('imageGallery block', () => {
  it('shows nothing without pictures', () => {
    const { root } = renderWithRuntime(<ImageGallery images={[]} emit={noop} />);
    expect(root).toBeEmptyDOMElement();
  });

  it('a thumbnail button per picture, named "View picture n", its picture without a second name', () => {
    renderWithRuntime(<ImageGallery images={THREE} emit={noop} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'View picture 1',
      'View picture 2',
      'View picture 3',
    ]);
    const img = buttons[1]!.querySelector('img');
    expect(img).toHaveAttribute('src', '/demo/product-2.svg');
    expect(img).toHaveAttribute('alt', '');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with a label the list and its pictures are named by it', () => {
    renderWithRuntime(<ImageGallery label="Process result" images={THREE.slice(0, 2)} emit={noop} />);
    const list = screen.getByRole('list', { name: 'Process result' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Process result 1', 'Process result 2']);
  });

  it('tapping a thumbnail shows it large in a dialog "Picture n of count", the focus on Close', async () => {
    renderWithRuntime(<ImageGallery images={THREE} emit={noop} />);
    await userEvent.click(screen.getByRole('button', { name: 'View picture 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Picture 2 of 3' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img', { name: 'Picture 2' })).toHaveAttribute('src', '/demo/product-2.svg');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('Close closes it and puts the focus back on the thumbnail', async () => {
    renderWithRuntime(<ImageGallery images={THREE} emit={noop} />);
    await userEvent.click(screen.getByRole('button', { name: 'View picture 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View picture 3' })).toHaveFocus();
  });

  it('Escape closes it too, from the keyboard alone', async () => {
    renderWithRuntime(<ImageGallery images={THREE} emit={noop} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Picture 1 of 3' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View picture 1' })).toHaveFocus();
  });

  it('previous and next move round the pictures, by button or arrow key; closing returns to the one shown', async () => {
    renderWithRuntime(<ImageGallery images={THREE} emit={noop} />);
    await userEvent.click(screen.getByRole('button', { name: 'View picture 1' }));
    const dialog = screen.getByRole('dialog');
    // Each arrow is named by the picture it shows.
    await userEvent.click(within(dialog).getByRole('button', { name: 'View picture 2' }));
    expect(dialog).toHaveAccessibleName('Picture 2 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName('Picture 3 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName('Picture 1 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: 'Picture 3' })).toHaveAttribute('src', '/demo/product-3.svg');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'View picture 3' })).toHaveFocus();
  });

  it('Tab stays inside the dialog', async () => {
    renderWithRuntime(<ImageGallery images={THREE} emit={noop} />);
    await userEvent.click(screen.getByRole('button', { name: 'View picture 1' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('a single picture has no previous or next', async () => {
    renderWithRuntime(<ImageGallery label="Process result" images={['/demo/process-result.svg']} emit={noop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Process result 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Picture 1 of 1' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Close']);
    expect(within(dialog).getByRole('img', { name: 'Process result 1' })).toBeInTheDocument();
  });

  it('a tap beside the picture closes it', async () => {
    renderWithRuntime(<ImageGallery images={THREE} emit={noop} />);
    await userEvent.click(screen.getByRole('button', { name: 'View picture 2' }));
    await userEvent.click(screen.getByRole('img', { name: 'Picture 2' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Indonesian names', async () => {
    renderWithRuntime(<ImageGallery images={THREE.slice(0, 2)} emit={noop} />, { language: 'id' });
    await userEvent.click(screen.getByRole('button', { name: 'Lihat gambar 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Gambar 1 dari 2' });
    expect(within(dialog).getByRole('button', { name: 'Tutup' })).toHaveFocus();
    expect(within(dialog).getByRole('img', { name: 'Gambar 1' })).toBeInTheDocument();
  });
});
