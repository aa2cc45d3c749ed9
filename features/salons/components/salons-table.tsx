'use client';

import { Pencil, Search, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, SortableHeader, selectionColumn, type DataColumn, type RowSelectionState } from '@/components/ui/data-table';
import { Input } from '@/components/ui/input';
import type { AdminSalonRow } from './salon-row';

type SalonsTableProps = {
  salons: AdminSalonRow[];
  onEdit: (salon: AdminSalonRow) => void;
  onDelete: (salon: AdminSalonRow) => void;
  /** Bulk Delete; resolves true when the salons are gone (the selection is then cleared). */
  onBulkDelete: (salons: AdminSalonRow[]) => Promise<boolean>;
};

/** 'Salons (N total)': search, sortable columns, selection with Bulk Delete, per-row Edit and Delete (spec point 2). */
export function SalonsTable({ salons, onEdit, onDelete, onBulkDelete }: SalonsTableProps) {
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [deleting, setDeleting] = useState(false);
  const selected = salons.filter((salon) => selection[salon.id]);

  const columns = useMemo<DataColumn<AdminSalonRow>[]>(
    () => [
      selectionColumn((salon) => salon.name),
      { accessorKey: 'name', header: ({ column }) => <SortableHeader column={column}>Name</SortableHeader>, cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
      { accessorKey: 'slug', header: ({ column }) => <SortableHeader column={column}>Slug</SortableHeader>, cell: ({ row }) => <code className="text-xs whitespace-nowrap">{row.original.slug}</code> },
      {
        id: 'contact',
        accessorFn: (salon) => salon.email ?? '',
        header: ({ column }) => <SortableHeader column={column}>Contact</SortableHeader>,
        cell: ({ row }) => row.original.email ?? <span className="text-muted-foreground">No email</span>,
      },
      {
        id: 'status',
        accessorFn: (salon) => (salon.isActive ? 'active' : 'inactive'),
        enableGlobalFilter: false,
        header: ({ column }) => <SortableHeader column={column}>Status</SortableHeader>,
        cell: ({ getValue }) => <Badge variant={getValue() === 'active' ? 'success' : 'secondary'}>{getValue<string>()}</Badge>,
      },
      {
        accessorKey: 'updatedAt',
        enableGlobalFilter: false,
        header: ({ column }) => <SortableHeader column={column}>Last Modified</SortableHeader>,
        cell: ({ row }) => <span className="whitespace-nowrap">{row.original.lastModified}</span>,
      },
      {
        id: 'actions',
        enableSorting: false,
        // Pinned to the right edge: on a phone the row scrolls sideways under it, Edit and Delete stay in reach.
        meta: { className: 'sticky right-0 bg-card' },
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            <Button variant="ghost" size="sm" onClick={() => onEdit(row.original)} aria-label={`Edit ${row.original.name}`}>
              <Pencil aria-hidden />
              <span className="hidden lg:inline">Edit</span>
            </Button>
            <Button variant="ghost" size="sm" className="text-danger" onClick={() => onDelete(row.original)} aria-label={`Delete ${row.original.name}`}>
              <Trash2 aria-hidden />
              <span className="hidden lg:inline">Delete</span>
            </Button>
          </div>
        ),
      },
    ],
    [onEdit, onDelete],
  );

  const bulkDelete = async () => {
    setDeleting(true);
    if (await onBulkDelete(selected)) setSelection({});
    setDeleting(false);
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold">Salons ({salons.length} total)</h2>
        <div className="flex flex-wrap items-center gap-2">
          {selected.length > 0 && (
            <>
              <span className="text-sm text-muted-foreground" aria-live="polite">
                {selected.length} selected
              </span>
              <Button variant="danger" size="sm" onClick={bulkDelete} disabled={deleting}>
                <Trash2 aria-hidden />
                Bulk Delete
              </Button>
            </>
          )}
          <div className="relative w-full sm:w-64">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input type="search" aria-label="Search salons" placeholder="Search salons..." className="pl-9" value={search} onChange={(event) => setSearch(event.target.value)} />
          </div>
        </div>
      </div>
      <DataTable
        label="Salons"
        columns={columns}
        data={salons}
        getRowId={(salon) => salon.id}
        globalFilter={search}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
      />
    </div>
  );
}
