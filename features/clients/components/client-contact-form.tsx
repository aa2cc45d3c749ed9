'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/ui/toast';
import { updateClientContactAction } from '@/features/clients/actions';
import { clientContactSchema, type ClientContactInput, type ClientContactValues } from '@/features/clients/schema';
import { useActionForm } from '@/components/forms/use-action-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type Props = { salonId: string; client: { id: string; name: string; email: string | null; phone: string | null } };

/** The client's name, e-mail and phone, checked as the appointment forms check them; a taken e-mail is said under it. */
export function ClientContactForm({ salonId, client }: Props) {
  const t = useTranslations('ClientCard');
  const common = useTranslations('Common');
  const router = useRouter();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    run,
    failure,
  } = useActionForm<ClientContactValues, ClientContactInput>(clientContactSchema, {
    defaultValues: { salonId, clientId: client.id, name: client.name, email: client.email ?? '', phone: client.phone ?? '' },
    toast: t('saveFailed'),
  });

  const save = handleSubmit(async (input) => {
    const result = await run(() => updateClientContactAction(input));
    if (!result.ok) return;
    toast.success(t('saved'));
    router.refresh();
  });

  return (
    <form onSubmit={save} noValidate className="grid min-w-0 gap-3" aria-label={t('contact')}>
      {failure && <Alert>{failure}</Alert>}
      <Field id="client-name" label={t('name')} required error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <Field id="client-email" label={t('email')} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field id="client-phone" label={t('phone')} error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...register('phone')} />
      </Field>
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? common('saving') : t('save')}
      </Button>
    </form>
  );
}
