'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/ui/toast';
import { addTimeBlockAction } from '@/features/blocks/actions';
import { timeBlockSchema, type TimeBlockData, type TimeBlockInput } from '@/features/blocks/schema';
import { DateField, TimeField } from '@/components/forms/date-time-fields';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer';
import { useFormAction } from '@/components/forms/use-form-action';
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

/** "Block time": the whole salon, one station or one stylist, a date and hours, once or weekly until a date. */
export function BlockTimeDialog({ open, onOpenChange, ...form }: BlockTimeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Block time</DialogTitle>
          <DialogDescription>Nobody can book blocked time, on the booking page or in the salon.</DialogDescription>
        </DialogHeader>
        {open && <BlockTimeForm {...form} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function BlockTimeForm({ salonId, date, stations, stylists, onDone }: Omit<BlockTimeDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const router = useRouter();
  const form = useForm<TimeBlockInput, unknown, TimeBlockData>({
    resolver: zodResolver(timeBlockSchema),
    defaultValues: { salonId, scope: 'salon', station_id: stations[0]?.id ?? null, staff_id: stylists[0]?.id ?? null, date, from_time: '12:00', to_time: '13:00', reason: '', repeat: 'once', until_date: '' },
  });
  const { register, handleSubmit, control, setValue, formState: { errors, isSubmitting } } = form;
  const { run, failure } = useFormAction({ form, toast: false });
  const [scope, repeat, first, fromTime, toTime, until] = useWatch({ control, name: ['scope', 'repeat', 'date', 'from_time', 'to_time', 'until_date'] });
  const set = (field: 'date' | 'from_time' | 'to_time' | 'until_date') => (value: string) => setValue(field, value, { shouldDirty: true });

  const submit = handleSubmit(async (data) => {
    const result = await run(() => addTimeBlockAction(data));
    if (!result.ok) return;
    toast.success(result.data.occurrences === 1 ? 'Time blocked' : `Time blocked on ${result.data.occurrences} days`);
    router.refresh();
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="block-time-form">
      {failure && <Alert>{failure}</Alert>}
      {(stations.length > 0 || stylists.length > 0) && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Block" required>
            <NativeSelect {...register('scope')}>
              <option value="salon">Whole salon</option>
              {stations.length > 0 && <option value="station">One station</option>}
              {stylists.length > 0 && <option value="stylist">One stylist</option>}
            </NativeSelect>
          </Field>
          {scope === 'station' && (
            <Field label="Station" required error={errors.station_id?.message}>
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
            <Field label="Stylist" required error={errors.staff_id?.message}>
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
      <DateField id="block-date" label="Date" value={first ?? ''} onChange={set('date')} error={errors.date?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeField id="block-from" label="From" value={fromTime ?? ''} onChange={set('from_time')} error={errors.from_time?.message} />
        <TimeField id="block-to" label="To" value={toTime ?? ''} onChange={set('to_time')} error={errors.to_time?.message} />
      </div>
      <Field label="Reason" error={errors.reason?.message} description="Staff see it on the schedule; the booking page only shows the time as taken.">
        <Input autoComplete="off" placeholder="Lunch break" {...register('reason')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Repeat" required>
          <NativeSelect {...register('repeat')}>
            <option value="once">Once</option>
            <option value="weekly">Every week</option>
          </NativeSelect>
        </Field>
        {repeat === 'weekly' && (
          <DateField
            id="block-until"
            label="Until"
            value={typeof until === 'string' ? until : ''}
            onChange={set('until_date')}
            error={errors.until_date?.message}
            min={first}
            max={isCalendarDate(first) ? lastBlockDate(first) : undefined}
          />
        )}
      </div>
      <DialogFormFooter submitLabel="Block time" pendingLabel="Blocking..." submitting={isSubmitting} onCancel={onDone} />
    </form>
  );
}
