// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StackedTable, type StackedColumn } from '../../src/ui/StackedTable';

afterEach(cleanup);

interface Fruit {
  name: string;
  price: number;
}

const columns: StackedColumn<Fruit>[] = [
  { label: 'Fruit', cell: (fruit) => fruit.name, rowHeader: true },
  { label: 'Price', cell: (fruit) => `${fruit.price} USD`, nowrap: true },
];

describe('StackedTable', () => {
  it('names each column once and labels each cell with its column for the phone layout', () => {
    render(
      <StackedTable
        columns={columns}
        rows={[
          { name: 'Apple', price: 2 },
          { name: 'Pear', price: 3 },
        ]}
        rowKey={(fruit) => fruit.name}
        testId="fruits"
        rowTestId="fruit"
        className="fruit-table"
      />,
    );
    const table = screen.getByTestId('fruits');
    expect(table.className).toBe('stacked-table fruit-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Fruit', 'Price']);
    const rows = screen.getAllByTestId('fruit');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Pear');
    const price = within(rows[1]!).getByRole('cell');
    expect(price.textContent).toBe('3 USD');
    expect(price.getAttribute('data-label')).toBe('Price');
    expect(price.className).toBe('stacked-table__nowrap');
  });

  it('is named by the heading it is given', () => {
    render(
      <>
        <h2 id="fruit-title">Fruit prices</h2>
        <StackedTable columns={columns} rows={[]} rowKey={(fruit) => fruit.name} labelledBy="fruit-title" />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Fruit prices' })).toBeTruthy();
  });
});
