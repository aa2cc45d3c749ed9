'use client';

import { AtSign, Copy, Mail, Phone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from '@/lib/ui/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { buildMailto } from '@/lib/format/mailto';
import { instagramProfileUrl, telLink } from '@/lib/format/contact-links';
import type { EditFormValues } from './edit-form-values';
import { useEditField } from './use-edit-field';

/** Spec point 2, Customer tab: name, e-mail, phone, Instagram handle, and ways to reach the customer. */
export function EditCustomerTab() {
  const t = useTranslations('Appointments');
  const common = useTranslations('Common');
  const { control } = useFormContext<EditFormValues>();
  const { field, error } = useEditField();
  const [name, email, phone, instagram] = useWatch({ control, name: ['customer_name', 'customer_email', 'customer_phone', 'customer_instagram'] });
  const profile = instagramProfileUrl(instagram);

  const copy = async () => {
    const lines = [name, email, phone, instagram && `Instagram: ${instagram}`].map((line) => line.trim()).filter(Boolean);
    try {
      await navigator.clipboard.writeText(lines.join('\n'));
      toast.success(t('contactCopied'));
    } catch {
      toast.error(t('contactCopyFailed'));
    }
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="edit-customer-name" label={t('customerName')} required error={error('customer_name')} className="sm:col-span-2">
        <Input autoComplete="off" {...field('customer_name')} />
      </Field>
      <Field id="edit-customer-email" label={common('email')} required error={error('customer_email')}>
        <Input type="email" autoComplete="off" {...field('customer_email')} />
      </Field>
      <Field id="edit-customer-phone" label={common('phone')} error={error('customer_phone')}>
        <Input type="tel" autoComplete="off" {...field('customer_phone')} />
      </Field>
      <Field id="edit-customer-instagram" label={t('instagramHandle')} error={error('customer_instagram')} className="sm:col-span-2">
        <Input autoComplete="off" placeholder={t('instagramPlaceholder')} {...field('customer_instagram')} />
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2" role="group" aria-label={t('contactCustomer')}>
        <ContactLink href={buildMailto({ to: email })} icon={<Mail aria-hidden />} label={t('emailCustomer')} />
        <ContactLink href={telLink(phone)} icon={<Phone aria-hidden />} label={t('call')} />
        <ContactLink href={profile} icon={<AtSign aria-hidden />} label={t('openInstagram')} external />
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden />
          {t('copyContact')}
        </Button>
      </div>
    </div>
  );
}

function ContactLink({ href, icon, label, external }: { href: string | null; icon: React.ReactNode; label: string; external?: boolean }) {
  if (!href)
    return (
      <Button variant="outline" size="sm" disabled>
        {icon}
        {label}
      </Button>
    );
  return (
    <Button variant="outline" size="sm" asChild>
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {icon}
        {label}
      </a>
    </Button>
  );
}
