import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import GrievanceOfficer from './index.tsx';

const emit = vi.fn();
const officer = { name: 'Rina Wulandari', phone: '+62 21 5093 1190', email: 'pengaduan@kilatdana.example' };

describe('grievanceOfficer block', () => {
  it('a section named by its heading: the name, a phone that dials and an e-mail that writes', () => {
    renderWithRuntime(<GrievanceOfficer officer={officer} text="Not resolved? Ask the officer." emit={emit} />);
    const section = screen.getByRole('region', { name: 'Grievance redressal officer' });
    expect(within(section).getByText('Not resolved? Ask the officer.')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Name', 'Rina Wulandari'],
      ['Phone', '+62 21 5093 1190'],
      ['E-mail', 'pengaduan@kilatdana.example'],
    ]);
    expect(within(section).getByRole('link', { name: '+62 21 5093 1190' })).toHaveAttribute(
      'href',
      'tel:+622150931190',
    );
    expect(within(section).getByRole('link', { name: 'pengaduan@kilatdana.example' })).toHaveAttribute(
      'href',
      'mailto:pengaduan@kilatdana.example',
    );
  });

  it('in Indonesian, with a heading of its own', () => {
    renderWithRuntime(<GrievanceOfficer officer={officer} emit={emit} />, { language: 'id' });
    expect(screen.getByRole('region', { name: 'Petugas penanganan pengaduan' })).toBeInTheDocument();
    renderWithRuntime(<GrievanceOfficer heading="Escalations" officer={officer} emit={emit} />);
    expect(screen.getByRole('heading', { name: 'Escalations' })).toBeInTheDocument();
  });

  it('no officer: nothing', () => {
    const { root } = renderWithRuntime(<GrievanceOfficer officer={undefined as never} emit={emit} />);
    expect(root).toBeEmptyDOMElement();
  });
});
