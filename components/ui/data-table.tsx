'use client';

import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type FilterFnOption,
  type OnChangeFn,
  type RowSelectionState,
  type Row as TableRowModel,
  type SortingState,
  type Table as TableModel,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

export type { RowSelectionState, SortingState };

/**
 * A column of any value type: TanStack's ColumnDef is invariant in its value type, so a list
 * mixing string and boolean columns needs `any` here (the library's own documented typing).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataColumn<Row> = ColumnDef<Row, any>;

type DataTableProps<Row> = {
  columns: DataColumn<Row>[];
  data: Row[];
  /** Stable row ids: selection survives re-sorting, filtering and fresh data. */
  getRowId: (row: Row) => string;
  /** Text every row is matched against (case-insensitive substring of its filterable columns). */
  globalFilter?: string;
  globalFilterFn?: FilterFnOption<Row>;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: OnChangeFn<RowSelectionState>;
  initialSorting?: SortingState;
  /** Default: Common.noData ('No data available'). */
  emptyMessage?: ReactNode;
  /** Accessible name of the table. */
  label: string;
};

/**
 * A headless @tanstack/react-table over the kit's Table: sorting, global filter and row
 * selection live in the library; this only renders. Columns with `meta.className` pass it to
 * their header and cells (for widths or hiding on small screens).
 */
export function DataTable<Row>({
  columns,
  data,
  getRowId,
  globalFilter,
  globalFilterFn = 'includesString',
  rowSelection,
  onRowSelectionChange,
  initialSorting = [],
  emptyMessage,
  label,
}: DataTableProps<Row>) {
  const t = useTranslations('Common');
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  // The table object is mutable, so React Compiler leaves this component alone; nothing here
  // is memoized by hand around it either.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting, globalFilter, ...(rowSelection ? { rowSelection } : {}) },
    onSortingChange: setSorting,
    onRowSelectionChange,
    enableRowSelection: Boolean(onRowSelectionChange),
    globalFilterFn,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  const rows = table.getRowModel().rows;

  return (
    <Table aria-label={label}>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <TableHead
                key={header.id}
                className={columnClass(header.column)}
                aria-sort={ariaSort(header.column)}
              >
                {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {rows.length ? (
          rows.map((row) => (
            <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
              {row.getVisibleCells().map((cell) => (
                <TableCell key={cell.id} className={columnClass(cell.column)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : (
          <TableRow>
            <TableCell colSpan={columns.length} className="h-24 text-center text-muted-foreground">
              {emptyMessage ?? t('noData')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

type ColumnMeta = { className?: string };

function columnClass<Row>(column: Column<Row>): string | undefined {
  return (column.columnDef.meta as ColumnMeta | undefined)?.className;
}

function ariaSort<Row>(column: Column<Row>): 'ascending' | 'descending' | undefined {
  const direction = column.getIsSorted();
  return direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined;
}

/** A header button that cycles the column through ascending, descending and unsorted. */
export function SortableHeader<Row>({ column, children }: { column: Column<Row>; children: ReactNode }) {
  const direction = column.getIsSorted();
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <Button variant="ghost" size="sm" className="-ml-3" onClick={column.getToggleSortingHandler()}>
      {children}
      <Icon aria-hidden className="size-3.5" />
    </Button>
  );
}

/** The leading checkbox column: the header selects every row the filter shows, each cell its row. */
export function selectionColumn<Row>(rowLabel: (row: Row) => string): DataColumn<Row> {
  return {
    id: 'select',
    enableSorting: false,
    enableGlobalFilter: false,
    meta: { className: 'w-10' } satisfies ColumnMeta,
    header: ({ table }) => <SelectAllBox table={table} />,
    cell: ({ row }) => <SelectRowBox row={row} name={rowLabel(row.original)} />,
  };
}

function SelectAllBox<Row>({ table }: { table: TableModel<Row> }) {
  const t = useTranslations('Common');
  return (
    <Checkbox
      aria-label={t('selectAll')}
      checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
      onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
    />
  );
}

function SelectRowBox<Row>({ row, name }: { row: TableRowModel<Row>; name: string }) {
  const t = useTranslations('Common');
  return <Checkbox aria-label={t('selectNamed', { name })} checked={row.getIsSelected()} onCheckedChange={(checked) => row.toggleSelected(checked === true)} />;
}
