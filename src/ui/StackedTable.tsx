import type { ReactNode } from 'react';
import './stacked-table.css';

/** One column of a stacked table. */
export interface StackedColumn<Row> {
  /** The column's name: its header, and on a phone each cell's label. */
  label: string;
  cell(row: Row): ReactNode;
  /** Keeps the cell on one line (dates and times). */
  nowrap?: boolean;
  /** The cell names its row (a header cell of the row) rather than being labelled. */
  rowHeader?: boolean;
}

interface Props<Row> {
  columns: readonly StackedColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row, index: number): string | number;
  /** The test id of the table, and of each row. */
  testId?: string;
  rowTestId?: string;
  /** Classes of the table besides `stacked-table`. */
  className?: string;
  /** The id of the heading that names the table. */
  labelledBy?: string;
}

/** A list table: columns on a wide screen; on a phone each row is a card, a cell a line with its column's name. */
export function StackedTable<Row>({ columns, rows, rowKey, testId, rowTestId, className, labelledBy }: Props<Row>) {
  return (
    <table
      className={className ? `stacked-table ${className}` : 'stacked-table'}
      data-testid={testId}
      aria-labelledby={labelledBy}
    >
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} data-testid={rowTestId}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.label} scope="row">
                  {column.cell(row)}
                </th>
              ) : (
                <td
                  key={column.label}
                  data-label={column.label}
                  className={column.nowrap ? 'stacked-table__nowrap' : undefined}
                >
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
