import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListSortControl } from './list-sort-control';
import type { TableSort } from './sortable-header';

function Sorting() {
  const [sort, setSort] = useState<TableSort<'due' | 'name'>>({ key: 'due', direction: 'ascending' });
  return (
    <>
      <ListSortControl label="Sort leads by" columns={[{ key: 'due', label: 'Follow-up' }, { key: 'name', label: 'Contact' }]} sort={sort} onSort={setSort} />
      <p data-testid="sort">{`${sort.key} ${sort.direction}`}</p>
    </>
  );
}

describe('ListSortControl', () => {
  it('chooses the column and the direction the cards sort by, named as one group', async () => {
    render(<Sorting />);
    const group = screen.getByRole('group', { name: 'Sort leads by' });
    expect(within(group).getByRole('combobox', { name: 'Column' })).toHaveValue('due');
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Column' }), 'Contact');
    expect(screen.getByTestId('sort')).toHaveTextContent('name ascending');
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Direction' }), 'Descending');
    expect(screen.getByTestId('sort')).toHaveTextContent('name descending');
  });
});
