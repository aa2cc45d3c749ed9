'use client';

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { deleteSalonsAction } from '@/features/salons/actions';
import { useFormAction } from '@/components/forms/use-form-action';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Role } from '@/lib/db/schema';
import { CreateSalonDialog, DeleteSalonDialog, EditSalonDialog } from './salon-dialogs';
import type { AdminSalonRow } from './salon-row';
import { SalonsTable } from './salons-table';

/** Spec point 2: the browser confirmation of Bulk Delete. */
export const bulkDeleteConfirmation = (count: number) => `Are you sure you want to delete ${count} salon(s)? This action cannot be undone.`;

const roleLabel = (role: Role) => `${role[0].toUpperCase()}${role.slice(1)} User`;

/** The admin salons screen (/admin, /admin/salons; spec point 2). */
export function SalonsScreen({ salons, role }: { salons: AdminSalonRow[]; role: Role }) {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminSalonRow | null>(null);
  const [deleting, setDeleting] = useState<AdminSalonRow | null>(null);

  const { run } = useFormAction();

  const bulkDelete = async (selected: AdminSalonRow[]) => {
    if (!window.confirm(bulkDeleteConfirmation(selected.length))) return false;
    const result = await run(() => deleteSalonsAction({ ids: selected.map((salon) => salon.id) }));
    if (result.ok) toast.success(`${result.data.deleted} salon(s) deleted`);
    return result.ok;
  };

  return (
    <main className="grid gap-6 p-4 sm:p-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Admin Dashboard</h1>
          <p className="text-sm text-muted-foreground">{roleLabel(role)}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          Create Salon
        </Button>
      </header>
      <Card className="p-4 sm:p-6">
        <SalonsTable salons={salons} onEdit={setEditing} onDelete={setDeleting} onBulkDelete={bulkDelete} />
      </Card>
      <CreateSalonDialog open={creating} onOpenChange={setCreating} />
      <EditSalonDialog salon={editing} onClose={() => setEditing(null)} />
      <DeleteSalonDialog salon={deleting} onClose={() => setDeleting(null)} />
    </main>
  );
}
