'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/ui/toast';
import { addTimeBlockAction } from '@/features/blocks/actions';
import { timeBlockSchema, type TimeBlockData, type TimeBlockInput } from '@/features/blocks/schema';
import { DateField, TimeField } from '@/components/forms/date-time-fields';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { useActionForm } from '@/components/forms/use-action-form';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { lastBlockDate } from '@/lib/scheduling/time-blocks';
import { isCalendarDate } from '@/lib/validation/fields';

export type BlockTimeDialogProps = {
  salonId: string;
  /** The day the dialog starts on (the schedule's day). */
  date: string;
  /** Active stations to choose from; none when the salon works without stations. */
  stations: { id: string; name: string }[];
  /** Members who take appointments, for a block on one of them. */
  stylists: { id: string; name: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** "Block time": the whole salon, one station or one stylist, a date and hours, once or weekly or every weekday, until a date or with no end. */
export function BlockTimeDialog({ open, onOpenChange, ...form }: BlockTimeDialogProps) {
  const t = useTranslations('Blocks');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        {open && <BlockTimeForm {...form} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function BlockTimeForm({ salonId, date, stations, stylists, onDone }: Omit<BlockTimeDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const router = useRouter();
  const t = useTranslations('Blocks');
  const common = useTranslations('Common');
  const { register, handleSubmit, control, setValue, formState: { errors, isSubmitting }, run, failure } = useActionForm<TimeBlockInput, TimeBlockData>(timeBlockSchema, {
    defaultValues: { salonId, scope: 'salon', station_id: stations[0]?.id ?? null, staff_id: stylists[0]?.id ?? null, date, from_time: '12:00', to_time: '13:00', reason: '', repeat: 'once', ends: 'on_date', until_date: '' },
    toast: false,
  });
  const [scope, repeat, ends, first, fromTime, toTime, until] = useWatch({ control, name: ['scope', 'repeat', 'ends', 'date', 'from_time', 'to_time', 'until_date'] });
  const set = (field: 'date' | 'from_time' | 'to_time' | 'until_date') => (value: string) => setValue(field, value, { shouldDirty: true });

  const submit = handleSubmit(async (data) => {
    const result = await run(() => addTimeBlockAction(data));
    if (!result.ok) return;
    toast.success(t('done', { count: result.data.occurrences }));
    router.refresh();
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="block-time-form">
      {failure && <Alert>{failure}</Alert>}
      {(stations.length > 0 || stylists.length > 0) && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('block')} required>
            <NativeSelect {...register('scope')}>
              <option value="salon">{t('wholeSalon')}</option>
              {stations.length > 0 && <option value="station">{t('oneStation')}</option>}
              {stylists.length > 0 && <option value="stylist">{t('oneStylist')}</option>}
            </NativeSelect>
          </Field>
          {scope === 'station' && (
            <Field label={t('station')} required error={errors.station_id?.message}>
              <NativeSelect {...register('station_id')}>
                {stations.map((station) => (
                  <option key={station.id} value={station.id}>
                    {station.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
          {scope === 'stylist' && (
            <Field label={common('stylist')} required error={errors.staff_id?.message}>
              <NativeSelect {...register('staff_id')}>
                {stylists.map((stylist) => (
                  <option key={stylist.id} value={stylist.id}>
                    {stylist.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
        </div>
      )}
      <DateField id="block-date" label={common('date')} value={first ?? ''} onChange={set('date')} error={errors.date?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField id="block-from" label={t('from')} value={fromTime ?? ''} onChange={set('from_time')} error={errors.from_time?.message} />
        <TimeField id="block-to" label={t('to')} value={toTime ?? ''} onChange={set('to_time')} error={errors.to_time?.message} />
      </div>
      <Field label={t('reason')} error={errors.reason?.message} description={t('reasonHint')}>
        <Input autoComplete="off" placeholder={t('reasonPlaceholder')} {...register('reason')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('repeat')} required>
          <NativeSelect {...register('repeat')}>
            <option value="once">{t('once')}</option>
            <option value="weekly">{t('everyWeek')}</option>
            <option value="weekdays">{t('everyWeekday')}</option>
          </NativeSelect>
        </Field>
        {repeat !== 'once' && (
          <Field label={t('ends')} required description={ends === 'never' ? t('noEndHint') : undefined}>
            <NativeSelect {...register('ends')}>
              <option value="on_date">{t('endsOnDate')}</option>
              <option value="never">{t('noEnd')}</option>
            </NativeSelect>
          </Field>
        )}
        {repeat !== 'once' && ends !== 'never' && (
          <DateField
            id="block-until"
            label={t('until')}
            value={typeof until === 'string' ? until : ''}
            onChange={set('until_date')}
            error={errors.until_date?.message}
            min={first}
            max={isCalendarDate(first) ? lastBlockDate(first) : undefined}
          />
        )}
      </div>
      <DialogFormFooter submitLabel={t('title')} pendingLabel={t('blocking')} submitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
