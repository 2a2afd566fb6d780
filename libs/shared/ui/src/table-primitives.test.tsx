// The shared table pieces (docs/architecture/tables.md): sorting headers, the remembered column choice, the cut
// value with its whole text, and the width switch between table and cards.
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortableHeaderCell, nextSort, type TableSort } from './sortable-header';
import { ColumnChooser } from './column-chooser';
import { useRememberedColumns, type OptionalColumn } from './use-remembered-columns';
import { TruncatedText } from './truncated-text';
import { useMinWidth } from './use-min-width';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('sorting headers', () => {
  it('a press sorts by the column, a second reverses it, another column starts at its first direction', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'date', 'descending')).toEqual({ key: 'date', direction: 'descending' });
  });

  it('says the sorted column with aria-sort and sorts from the keyboard', async () => {
    function Head() {
      const [sort, setSort] = useState<TableSort<'name' | 'date'> | null>(null);
      return (
        <table>
          <thead>
            <tr>
              <SortableHeaderCell label="Name" sortKey="name" sort={sort} onSort={setSort} />
              <SortableHeaderCell label="Date" sortKey="date" sort={sort} onSort={setSort} />
            </tr>
          </thead>
        </table>
      );
    }
    render(<Head />);
    const [name, date] = screen.getAllByRole('columnheader');
    expect(name).toHaveAttribute('aria-sort', 'none');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard(' ');
    expect(name).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Date' }));
    expect(date).toHaveAttribute('aria-sort', 'ascending');
    expect(name).toHaveAttribute('aria-sort', 'none');
  });
});

const OPTIONAL: OptionalColumn<'seller' | 'inspector'>[] = [
  { key: 'seller', label: 'Seller', shownByDefault: true },
  { key: 'inspector', label: 'Inspector', shownByDefault: false },
];
function Chooser() {
  const { isShown, setShown } = useRememberedColumns('test.columns', OPTIONAL);
  return (
    <>
      <ColumnChooser columns={OPTIONAL} isShown={isShown} setShown={setShown} />
      <p data-testid="shown">{OPTIONAL.filter((c) => isShown(c.key)).map((c) => c.label).join(',')}</p>
    </>
  );
}

describe('the column chooser', () => {
  it('starts at the defaults, and remembers a choice for the next visit', async () => {
    const first = render(<Chooser />);
    expect(screen.getByTestId('shown')).toHaveTextContent(/^Seller$/);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Seller' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Inspector' }));
    // The menu stays open for the next tick.
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Seller' }));
    expect(screen.getByTestId('shown')).toHaveTextContent(/^Inspector$/);
    first.unmount();
    render(<Chooser />);
    expect(screen.getByTestId('shown')).toHaveTextContent(/^Inspector$/);
    expect(JSON.parse(localStorage.getItem('test.columns')!)).toEqual({ inspector: true, seller: false });
  });

  it('falls back to the defaults when the stored choice is unreadable', () => {
    localStorage.setItem('test.columns', 'not json');
    render(<Chooser />);
    expect(screen.getByTestId('shown')).toHaveTextContent(/^Seller$/);
  });
});

describe('a cut value', () => {
  it('keeps its whole text for the title and screen readers, and a dash when empty', () => {
    render(
      <>
        <TruncatedText>Dubai Marina, Dubai, United Arab Emirates</TruncatedText>
        <TruncatedText data-testid="empty">{null}</TruncatedText>
      </>,
    );
    expect(screen.getByText('Dubai Marina, Dubai, United Arab Emirates')).toHaveAttribute('title', 'Dubai Marina, Dubai, United Arab Emirates');
    expect(screen.getByTestId('empty')).toHaveTextContent('—');
    expect(screen.getByTestId('empty')).not.toHaveAttribute('title');
  });
});

describe('the width switch', () => {
  it('follows the window across 1024 px', () => {
    const listeners = new Set<() => void>();
    let wide = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(min-width: 1024px)' && wide;
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    }));
    function Probe() {
      return <p>{useMinWidth() ? 'table' : 'cards'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('cards')).toBeInTheDocument();
    act(() => {
      wide = true;
      listeners.forEach((l) => l());
    });
    expect(screen.getByText('table')).toBeInTheDocument();
  });
});
