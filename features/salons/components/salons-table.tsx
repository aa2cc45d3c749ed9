'use client';

import { Pencil, Search, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('Salons');
  const tc = useTranslations('Common');
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [deleting, setDeleting] = useState(false);
  const selected = salons.filter((salon) => selection[salon.id]);

  const columns = useMemo<DataColumn<AdminSalonRow>[]>(
    () => [
      selectionColumn((salon) => salon.name),
      { accessorKey: 'name', header: ({ column }) => <SortableHeader column={column}>{tc('name')}</SortableHeader>, cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
      { accessorKey: 'slug', header: ({ column }) => <SortableHeader column={column}>{t('slug')}</SortableHeader>, cell: ({ row }) => <code className="text-xs whitespace-nowrap">{row.original.slug}</code> },
      {
        id: 'contact',
        accessorFn: (salon) => salon.email ?? '',
        header: ({ column }) => <SortableHeader column={column}>{t('contact')}</SortableHeader>,
        cell: ({ row }) => row.original.email ?? <span className="text-muted-foreground">{t('noEmail')}</span>,
      },
      {
        id: 'status',
        accessorFn: (salon) => (salon.isActive ? 'active' : 'inactive'),
        enableGlobalFilter: false,
        header: ({ column }) => <SortableHeader column={column}>{tc('status')}</SortableHeader>,
        cell: ({ getValue }) => <Badge variant={getValue() === 'active' ? 'success' : 'secondary'}>{t('state', { active: String(getValue() === 'active') })}</Badge>,
      },
      {
        accessorKey: 'updatedAt',
        enableGlobalFilter: false,
        header: ({ column }) => <SortableHeader column={column}>{t('lastModified')}</SortableHeader>,
        cell: ({ row }) => <span className="whitespace-nowrap">{row.original.lastModified}</span>,
      },
      {
        id: 'actions',
        enableSorting: false,
        // Pinned to the right edge: on a phone the row scrolls sideways under it, Edit and Delete stay in reach.
        meta: { className: 'sticky right-0 bg-card' },
        header: () => <span className="sr-only">{tc('actions')}</span>,
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            <Button variant="ghost" size="sm" onClick={() => onEdit(row.original)} aria-label={t('editName', { name: row.original.name })}>
              <Pencil aria-hidden />
              <span className="hidden lg:inline">{tc('edit')}</span>
            </Button>
            <Button variant="ghost" size="sm" className="text-danger" onClick={() => onDelete(row.original)} aria-label={t('deleteName', { name: row.original.name })}>
              <Trash2 aria-hidden />
              <span className="hidden lg:inline">{tc('delete')}</span>
            </Button>
          </div>
        ),
      },
    ],
    [onEdit, onDelete, t, tc],
  );

  const bulkDelete = async () => {
    setDeleting(true);
    if (await onBulkDelete(selected)) setSelection({});
    setDeleting(false);
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold">{t('total', { count: salons.length })}</h2>
        <div className="flex flex-wrap items-center gap-2">
          {selected.length > 0 && (
            <>
              <span className="text-sm text-muted-foreground" aria-live="polite">
                {t('selected', { count: selected.length })}
              </span>
              <Button variant="danger" size="sm" onClick={bulkDelete} disabled={deleting}>
                <Trash2 aria-hidden />
                {t('bulkDelete')}
              </Button>
            </>
          )}
          <div className="relative w-full sm:w-64">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input type="search" aria-label={t('searchSalons')} placeholder={t('searchPlaceholder')} className="pl-9" value={search} onChange={(event) => setSearch(event.target.value)} />
          </div>
        </div>
      </div>
      <DataTable
        label={t('salons')}
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
