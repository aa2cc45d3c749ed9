'use client';

import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
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

/** The admin salons screen (/admin, /admin/salons; spec point 2). */
export function SalonsScreen({ salons, role }: { salons: AdminSalonRow[]; role: Role }) {
  const t = useTranslations('Salons');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminSalonRow | null>(null);
  const [deleting, setDeleting] = useState<AdminSalonRow | null>(null);

  const { run } = useFormAction();

  const bulkDelete = async (selected: AdminSalonRow[]) => {
    // Spec point 2: the browser's own confirmation.
    if (!window.confirm(t('bulkDeleteConfirmation', { count: selected.length }))) return false;
    const result = await run(() => deleteSalonsAction({ ids: selected.map((salon) => salon.id) }));
    if (result.ok) toast.success(t('bulkDeleted', { count: result.data.deleted }));
    return result.ok;
  };

  return (
    <main className="grid gap-6 p-4 sm:p-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold break-words">{t('adminDashboard')}</h1>
          <p className="text-sm text-muted-foreground">{t('roleUser', { role })}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          {t('createSalon')}
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
