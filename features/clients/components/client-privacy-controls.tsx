'use client';

import { Download } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/forms/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { eraseClientAction } from '@/features/clients/actions';

/** The client the panel acts on; `salonParam` is the salon an admin works on (owners: none). */
export type ClientPrivacyProps = { client: { id: string; name: string; visitCount: number }; salonParam?: string };

/**
 * The owner's GDPR controls (issue 33 item 7): download the client's data (JSON, or the visits as
 * CSV) and erase the client after a confirmation that says what will happen. Mounted through
 * ClientPrivacyPanel, which sends its words.
 */
export function ClientPrivacyControls({ client, salonParam }: ClientPrivacyProps) {
  const t = useTranslations('ClientPrivacy');
  const router = useRouter();
  const [erasing, setErasing] = useState<ClientPrivacyProps['client'] | null>(null);
  const href = (format?: 'csv') => {
    const query = new URLSearchParams({ ...(format ? { format } : {}), ...(salonParam ? { salon: salonParam } : {}) }).toString();
    return `/admin/clients/${client.id}/export${query ? `?${query}` : ''}`;
  };
  return (
    <Card data-testid="client-privacy">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('title')}</h2>
        </CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild variant="outline">
          <a href={href()} download>
            <Download aria-hidden /> {t('exportJson')}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={href('csv')} download>
            <Download aria-hidden /> {t('exportCsv')}
          </a>
        </Button>
        <Button variant="danger" className="sm:ml-auto" onClick={() => setErasing(client)}>
          {t('erase')}
        </Button>
      </CardContent>
      <ConfirmDeleteDialog
        subject={erasing}
        verb="Erase"
        title={t('eraseTitle')}
        question={t('eraseQuestion', { name: client.name })}
        run={(subject) => eraseClientAction({ clientId: subject.id, ...(salonParam ? { salonId: salonParam } : {}) })}
        doneMessage={(_subject, data) => t('erased', { count: data.appointments })}
        onDone={() => router.push(`/admin/clients${salonParam ? `?salon=${salonParam}` : ''}`)}
        onClose={() => setErasing(null)}
      >
        {t('eraseBody', { count: client.visitCount })}
      </ConfirmDeleteDialog>
    </Card>
  );
}
