import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import Document from './index.tsx';

const SECTIONS = [
  {
    id: 'use',
    title: 'Use of information',
    paragraphs: ['We use what you give us.', 'Only for {app}.'],
    items: ['To decide on loans', 'To pay them out'],
  },
  { id: 'cookies', title: 'Cookies', paragraphs: ['Cookies keep your session.'] },
  {
    id: 'contacts',
    title: 'Contacts',
    paragraphs: ['Contact {company}:'],
    items: ['E-mail: {email}', 'Phone: {phone}'],
  },
];
const VALUES = { app: 'Kilat Dana', company: 'PT Kilat Dana', email: 'care@kilat.example', phone: '+62 21 5093 1188' };

const emit = vi.fn();
const sectionNamed = (name: string) => screen.getByRole('region', { name });
const scrolled: { id: string; options: unknown }[] = [];

beforeEach(() => {
  scrolled.length = 0;
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options?: unknown) {
    scrolled.push({ id: this.id, options });
  });
  window.history.replaceState(null, '', '/privacy-policy');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('document block', () => {
  it('title, introduction, contents, then each section with its heading, paragraphs and bullets', () => {
    renderWithRuntime(
      <Document
        emit={emit}
        title="Privacy Policy"
        intro={['This policy explains.']}
        sections={SECTIONS}
        toc
        values={VALUES}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Privacy Policy' })).toHaveTextContent(
      /^Privacy PolicyThis policy explains\.Contents/,
    );
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Use of information', '#use'],
      ['Cookies', '#cookies'],
      ['Contacts', '#contacts'],
    ]);
    // Under the document's own title (h2), its contents and parts are a level below.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Contents',
      'Use of information',
      'Cookies',
      'Contacts',
    ]);

    const use = sectionNamed('Use of information');
    expect(use.tagName).toBe('SECTION');
    expect(use).toHaveAttribute('id', 'use');
    expect(
      within(use)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['We use what you give us.', 'Only for Kilat Dana.']);
    expect(
      within(use)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['To decide on loans', 'To pay them out']);
    expect(within(sectionNamed('Cookies')).queryByRole('list')).toBeNull();
  });

  it("the brand's values fill the placeholders", () => {
    renderWithRuntime(<Document emit={emit} sections={SECTIONS} values={VALUES} />);
    const contacts = sectionNamed('Contacts');
    expect(within(contacts).getByText('Contact PT Kilat Dana:')).toBeInTheDocument();
    expect(
      within(contacts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['E-mail: care@kilat.example', 'Phone: +62 21 5093 1188']);
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
  });

  it('a line whose value is missing is left out whole; a section left empty goes, with its contents link', () => {
    const sections = [...SECTIONS, { id: 'fax', title: 'Fax', paragraphs: ['Fax: {fax}'] }];
    renderWithRuntime(<Document emit={emit} sections={sections} toc values={{ ...VALUES, email: '' }} />);
    expect(
      within(sectionNamed('Contacts'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Phone: +62 21 5093 1188']);
    expect(screen.queryByText(/E-mail/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Fax' })).toBeNull();
    expect(within(screen.getByRole('navigation')).queryByRole('link', { name: 'Fax' })).toBeNull();
  });

  it('no contents unless asked; the contents take another name; in Indonesian they are Daftar isi', () => {
    const { unmount } = renderWithRuntime(<Document emit={emit} sections={SECTIONS} values={VALUES} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    const other = renderWithRuntime(
      <Document emit={emit} sections={SECTIONS} toc tocLabel="In this policy" values={VALUES} />,
    );
    expect(screen.getByRole('navigation', { name: 'In this policy' })).toBeInTheDocument();
    other.unmount();
    renderWithRuntime(<Document emit={emit} sections={SECTIONS} toc values={VALUES} />, { language: 'id' });
    expect(screen.getByRole('navigation', { name: 'Daftar isi' })).toBeInTheDocument();
  });

  it('a contents link scrolls smoothly to its section, puts #id in the address as a new entry and moves focus to its heading', async () => {
    renderWithRuntime(<Document emit={emit} sections={SECTIONS} toc values={VALUES} />);
    const before = window.history.length;
    await userEvent.click(screen.getByRole('link', { name: 'Cookies' }));
    expect(window.location.pathname).toBe('/privacy-policy');
    expect(window.location.hash).toBe('#cookies');
    expect(window.history.length).toBe(before + 1);
    expect(scrolled).toEqual([{ id: 'cookies', options: { behavior: 'smooth', block: 'start' } }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Cookies' })).toHaveFocus();

    // The same link again: no second entry for the same address.
    await userEvent.click(screen.getByRole('link', { name: 'Cookies' }));
    expect(window.history.length).toBe(before + 1);
  });

  it('keyboard: Enter on a contents link goes to the section', async () => {
    renderWithRuntime(<Document emit={emit} sections={SECTIONS} toc values={VALUES} />);
    screen.getByRole('link', { name: 'Contacts' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(window.location.hash).toBe('#contacts');
    expect(screen.getByRole('heading', { level: 2, name: 'Contacts' })).toHaveFocus();
  });

  it('with reduced motion asked for, it jumps instead of gliding', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    renderWithRuntime(<Document emit={emit} sections={SECTIONS} toc values={VALUES} />);
    await userEvent.click(screen.getByRole('link', { name: 'Use of information' }));
    expect(scrolled).toEqual([{ id: 'use', options: { behavior: 'auto', block: 'start' } }]);
  });

  it('a modified click (new tab) is left to the browser', () => {
    renderWithRuntime(<Document emit={emit} sections={SECTIONS} toc values={VALUES} />);
    const link = screen.getByRole('link', { name: 'Cookies' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    fireEvent(link, event);
    expect(event.defaultPrevented).toBe(false);
    expect(scrolled).toEqual([]);
  });

  it('an address naming a section (a direct load of #contacts) shows that section', () => {
    window.history.replaceState(null, '', '/privacy-policy#contacts');
    renderWithRuntime(<Document emit={emit} sections={SECTIONS} toc values={VALUES} />);
    expect(scrolled).toEqual([{ id: 'contacts', options: { block: 'start' } }]);
  });

  it('a hash naming no section moves nothing', () => {
    window.history.replaceState(null, '', '/privacy-policy#elsewhere');
    renderWithRuntime(<Document emit={emit} sections={SECTIONS} toc values={VALUES} />);
    expect(scrolled).toEqual([]);
  });

  it('text is text, never markup', () => {
    renderWithRuntime(
      <Document
        emit={emit}
        title="<b>Terms</b>"
        sections={[{ id: 'a', title: '<i>A</i>', paragraphs: ['<img src=x onerror=alert(1)> {company}'] }]}
        values={{ company: '<script>x</script>' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '<b>Terms</b>' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)> <script>x</script>')).toBeInTheDocument();
    expect(document.querySelector('b, i, img, script')).toBeNull();
  });

  it('one section needs no contents; nothing to show renders nothing', () => {
    const { root, rerender } = renderWithRuntime(<Document emit={emit} sections={[SECTIONS[1]!]} toc />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Document emit={emit} sections={[]} toc />);
    expect(root).toBeEmptyDOMElement();
  });

  it('a title and introduction alone (no sections) make a short page', () => {
    renderWithRuntime(<Document emit={emit} title="Something went wrong" intro={['Try again.']} sections={[]} toc />);
    expect(screen.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Try again.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
