import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import Button from './index.tsx';

describe('button block', () => {
  it('is a button named by its label that raises press', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Button label="Bayar" emit={emit} />, { language: 'id' });
    await userEvent.click(screen.getByRole('button', { name: 'Bayar' }));
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('press');
  });

  it('role link makes it a link by name (for controls that leave the page)', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Button label="Perpanjangan" appearance="link" role="link" emit={emit} />);
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Perpanjangan' }));
    expect(emit).toHaveBeenCalledWith('press');
  });

  it('busy disables it: a second tap sends nothing', async () => {
    const emit = vi.fn();
    const { rerender } = renderWithRuntime(<Button label="Kirim" emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(emit).toHaveBeenCalledTimes(1);
    rerender(<Button label="Kirim" emit={emit} busy />);
    const button = screen.getByRole('button', { name: 'Kirim' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('disabled (enabledWhen false) sends nothing', async () => {
    const emit = vi.fn();
    renderWithRuntime(<Button label="Confirm" emit={emit} disabled />);
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(emit).not.toHaveBeenCalled();
  });

  describe('where its press goes somewhere by itself (hrefs, renderer/runtime/actions/actionHref.ts)', () => {
    it("is a real link to the address, still a button by role and name; a tap is the page's: its default held back, press raised", async () => {
      const emit = vi.fn();
      renderWithRuntime(
        <Button label="Repay" emit={emit} hrefs={{ press: '/repayChoose?productId=3&orderId=10174' }} />,
      );
      const repay = screen.getByRole('button', { name: 'Repay' });
      expect(repay.tagName).toBe('A');
      expect(repay).toHaveAttribute('href', '/repayChoose?productId=3&orderId=10174');
      // After React's own listener (on the root): whether the browser would still follow the link.
      const followed: boolean[] = [];
      const follows = (event: Event) => void followed.push(!event.defaultPrevented);
      document.addEventListener('click', follows);
      await userEvent.click(repay);
      document.removeEventListener('click', follows);
      expect(emit).toHaveBeenCalledTimes(1);
      expect(emit).toHaveBeenCalledWith('press');
      expect(followed, 'the browser does not follow it: the actions go').toEqual([false]);
    });

    it('Space presses it as it presses a button; Enter follows it as a link (one press each)', async () => {
      const emit = vi.fn();
      renderWithRuntime(<Button label="Repay" emit={emit} hrefs={{ press: '/repayChoose' }} />);
      screen.getByRole('button', { name: 'Repay' }).focus();
      await userEvent.keyboard(' ');
      expect(emit).toHaveBeenCalledTimes(1);
      await userEvent.keyboard('{Enter}');
      expect(emit).toHaveBeenCalledTimes(2);
    });

    it("a new tab (a modified click) is the browser's: nothing raised", async () => {
      const emit = vi.fn();
      renderWithRuntime(<Button label="Repay" emit={emit} hrefs={{ press: '/repayChoose' }} />);
      const repay = screen.getByRole('button', { name: 'Repay' });
      repay.addEventListener('click', (event) => event.preventDefault());
      await userEvent.keyboard('{Control>}');
      await userEvent.click(repay);
      await userEvent.keyboard('{/Control}');
      expect(emit).not.toHaveBeenCalled();
    });

    it('a link by role stays a link, without a role of its own', () => {
      renderWithRuntime(
        <Button
          label="Delay repayment"
          appearance="link"
          role="link"
          emit={vi.fn()}
          hrefs={{ press: '/repayDelay' }}
        />,
      );
      const link = screen.getByRole('link', { name: 'Delay repayment' });
      expect(link).toHaveAttribute('href', '/repayDelay');
      expect(link).not.toHaveAttribute('role');
    });

    it('busy or disabled, it is the disabled button it always was: no address to follow', () => {
      const { rerender } = renderWithRuntime(
        <Button label="Repay" emit={vi.fn()} hrefs={{ press: '/repayChoose' }} disabled />,
      );
      expect(screen.getByRole('button', { name: 'Repay' })).toBeDisabled();
      expect(screen.queryByRole('link')).toBeNull();
      rerender(<Button label="Repay" emit={vi.fn()} hrefs={{ press: '/repayChoose' }} busy />);
      expect(screen.getByRole('button', { name: 'Repay' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Repay' })).not.toHaveAttribute('href');
    });
  });
});
