import { describe, expect, it } from 'vitest';
import { render as renderBare, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '@inspection/i18n';
import { englishReportTranslator } from '../i18n/report-i18n';
import userEvent from '@testing-library/user-event';
import { partLabel } from '@inspection/car-parts';
import { DamageParts } from './damage-parts';
import { ResultsSections } from './results-sections';

// The report's pieces read their words from the report's catalogue (English here, as in the console).
const render = (ui: ReactElement) => renderBare(ui, { wrapper: ({ children }) => <I18nProvider translator={englishReportTranslator()}>{children}</I18nProvider> });

describe('exterior damage table', () => {
  it('one row per damaged part, worst first: part in words, its conditions, its severity; beside the diagram', () => {
    render(
      <DamageParts
        parts={{
          hood: { conditions: ['Faded'], severity: 'low' },
          front_bumper: { conditions: ['Minor scratches', 'Dented'], severity: 'medium' },
          windshield: { conditions: ['Cracked'], severity: 'high' },
          roof: { conditions: [], severity: 'low' },
        }}
        label={partLabel}
        diagram={<svg role="img" aria-label="Damage diagram" />}
      />,
    );
    const table = screen.getByRole('table', { name: 'Exterior damage' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Part', 'Conditions', 'Severity']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Windshield', 'Front bumper', 'Hood']);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Cracked', 'High'],
      ['Minor scratches, Dented', 'Medium'],
      ['Faded', 'Low'],
    ]);
    expect(rows.map((row) => row.querySelector('[data-severity]')?.getAttribute('data-severity'))).toEqual(['high', 'medium', 'low']);
    // The diagram and the table share the card, side by side from tablet width.
    const card = screen.getByRole('heading', { name: 'Damage Parts' }).parentElement!;
    expect(within(card).getByRole('img', { name: 'Damage diagram' })).toBeInTheDocument();
    expect(card.querySelector('.md\\:grid-cols-\\[minmax\\(0\\,2fr\\)_minmax\\(0\\,3fr\\)\\]')).not.toBeNull();
  });

  it('nothing when no part is damaged', () => {
    const { container } = render(<DamageParts parts={{ roof: { conditions: [], severity: 'low' } }} label={partLabel} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('collapsible scored sections', () => {
  const sections = [
    { id: 'a', title: 'Engine', rating: 8.46, fields: [{ title: 'Oil level', value: 'Good' }], images: [] },
    { id: 'b', title: 'Interior', rating: undefined, fields: [{ title: 'Seats', value: 'Fair' }], images: [] },
  ];

  it('all open at first, each with its title and score; a click on the title collapses and opens it again', async () => {
    const user = userEvent.setup();
    render(<ResultsSections sections={sections} />);
    const groups = screen.getAllByTestId('result-section');
    expect(groups.map((d) => (d as HTMLDetailsElement).open)).toEqual([true, true]);
    expect(within(groups[0]).getByText('8.5/10')).toBeInTheDocument();
    expect(within(groups[1]).queryByText(/\/10$/)).toBeNull();
    const summary = within(groups[0]).getByRole('heading', { name: 'Engine' }).closest('summary')!;
    await user.click(summary);
    expect((groups[0] as HTMLDetailsElement).open).toBe(false);
    expect((groups[1] as HTMLDetailsElement).open).toBe(true);
    await user.click(summary);
    expect((groups[0] as HTMLDetailsElement).open).toBe(true);
  });
});
