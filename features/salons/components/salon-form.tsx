'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { FormProvider, useWatch } from 'react-hook-form';
import { useActionForm } from '@/components/forms/use-action-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ActionResult } from '@/lib/result';
import {
  SALON_MESSAGES,
  salonFormSchema,
  slugExistsMessage,
  slugify,
  type SalonFormData,
  type SalonFormFields,
  type SalonFormValues,
} from '@/lib/validation/salon';
import { ContactFieldset } from './contact-fieldset';
import { OpeningHoursEditor } from './opening-hours-editor';
import { useSlugCheck, type CheckSlug } from './use-slug-check';

type SalonFormProps = {
  initialValues: SalonFormFields;
  /** The salon being edited (the slug check leaves it out); absent when creating. */
  salonId?: string;
  checkSlug: CheckSlug;
  submitLabel: string;
  /** Saves; a failure is shown in the form (and as a toast), which stays open. */
  onSubmit: (data: SalonFormData) => Promise<ActionResult<unknown>>;
  onCancel: () => void;
  /** More controls at the end of Basic Information (the admin's Active switch). */
  basicExtra?: ReactNode;
};

const subscribeNever = () => () => {};

/**
 * The salon form (spec points 2 and 5): Basic Information, Contact Information, Opening Hours.
 * Used by the admin's Create and Edit dialogs; the owner's Settings share its rules and hours editor.
 */
export function SalonForm({ initialValues, salonId, checkSlug, submitLabel, onSubmit, onCancel, basicExtra }: SalonFormProps) {
  const t = useTranslations('Salons');
  const tc = useTranslations('Common');
  const form = useActionForm<SalonFormValues, SalonFormData>(salonFormSchema, { defaultValues: initialValues });
  const {
    register,
    control,
    setValue,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
    run,
    failure,
  } = form;
  const slugCheck = useSlugCheck(checkSlug, salonId);
  // While creating, the slug follows the name until the admin types one (spec point 4).
  const [slugFollowsName, setSlugFollowsName] = useState(!salonId && !initialValues.custom_subdomain);
  const origin = useSyncExternalStore(subscribeNever, () => window.location.origin, () => '');
  const slug = useWatch({ control, name: 'custom_subdomain' });
  const check = slugCheck.state;

  const setSlug = (value: string) => {
    setValue('custom_subdomain', value, { shouldDirty: true, shouldValidate: Boolean(errors.custom_subdomain) });
    slugCheck.schedule(value.trim());
  };

  const submit = handleSubmit(async (data) => {
    if (check.status === 'taken') {
      setError('custom_subdomain', { message: SALON_MESSAGES.slugTaken });
      return;
    }
    await run(() => onSubmit(data));
  });

  const liveError = check.status === 'taken' ? slugExistsMessage(check.conflict.conflicting_salon_name) : check.status === 'failed' ? t('slugCheckFailed') : undefined;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid min-w-0 gap-6">
        {failure && <Alert>{failure}</Alert>}
        <fieldset className="grid min-w-0 gap-4">
          <legend className="mb-3 text-base font-semibold">{t('basicInformation')}</legend>
          <Field label={t('salonName')} required error={errors.name?.message}>
            <Input
              autoComplete="organization"
              {...register('name', {
                onChange: (event: { target: { value: string } }) => {
                  if (slugFollowsName) setSlug(slugify(event.target.value));
                },
              })}
            />
          </Field>
          <Field
            label={t('urlSlug')}
            required
            error={errors.custom_subdomain?.message ?? liveError}
            description={
              <>
                <span className="block break-all">
                  {origin}/book/{slug || '…'}
                </span>
                {check.status === 'validating' && <span role="status">{t('slugValidating')}</span>}
              </>
            }
          >
            <Input
              autoCapitalize="off"
              spellCheck={false}
              {...register('custom_subdomain', {
                onChange: (event: { target: { value: string } }) => {
                  setSlugFollowsName(!salonId && event.target.value === '');
                  slugCheck.schedule(event.target.value.trim());
                },
              })}
            />
          </Field>
          {check.status === 'taken' && check.conflict.suggested_alternatives.length > 0 && (
            <div className="-mt-2 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">{t('try')}</span>
              {check.conflict.suggested_alternatives.map((alternative) => (
                <Button
                  key={alternative}
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setSlugFollowsName(false);
                    setSlug(alternative);
                  }}
                >
                  {alternative}
                </Button>
              ))}
            </div>
          )}
          {basicExtra}
        </fieldset>
        <ContactFieldset />
        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-3 text-base font-semibold">{t('openingHours')}</legend>
          <OpeningHoursEditor />
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            {tc('cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting || check.status === 'validating'}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
