import { useId, type ReactElement, type ReactNode } from 'react';
import { cx } from '@/lib/ui/cx';
import { Label } from './label';
import { Slot } from './slot';
import { useMessage } from '@/components/forms/use-message';

/** What Field gives its control so that the label, description and error belong to it. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export type FieldProps = {
  label: ReactNode;
  /** The control's id (stable ids for tests and links); generated when left out. */
  id?: string;
  description?: ReactNode;
  /** The message to show, e.g. `errors.email?.message`; it also marks the control invalid. */
  error?: string;
  /** Marks the label with an asterisk and the control with aria-required. */
  required?: boolean;
  className?: string;
  /** Vertical: label, control, description and error stacked. Horizontal: label, description and error beside the control (switches, compact choices). */
  orientation?: 'vertical' | 'horizontal';
  /**
   * The control: one element, which receives the control props (a `register()` spread or a
   * Controller's `field` stays on it and wins on conflicts), or a function that places them
   * itself, for controls whose focusable part is nested (e.g. a Select's trigger).
   */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
};

/** A labelled form control with its description and error wired up for screen readers. */
export function Field({ label, id, description, error, required, className, orientation = 'vertical', children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [description != null && descriptionId, error && errorId].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
  };
  const horizontal = orientation === 'horizontal';
  const labelled = (
    <>
      <Label htmlFor={controlId} className={horizontal ? undefined : 'mb-1.5 block'}>
        {label}
        {required && (
          <span aria-hidden className="text-danger">
            {' '}
            *
          </span>
        )}
      </Label>
      {horizontal && <FieldNotes id={descriptionId} description={description} errorId={errorId} error={error} horizontal />}
    </>
  );
  return (
    <div
      data-slot="field"
      data-orientation={orientation}
      data-invalid={error ? true : undefined}
      className={horizontal ? cx('ui-field-horizontal', className) : className}
    >
      {horizontal ? <div className="min-w-0">{labelled}</div> : labelled}
      {typeof children === 'function' ? children(control) : <Slot {...control}>{children}</Slot>}
      {!horizontal && <FieldNotes id={descriptionId} description={description} errorId={errorId} error={error} />}
    </div>
  );
}

type FieldNotesProps = { id: string; description?: ReactNode; errorId: string; error?: string; horizontal?: boolean };

/** The description and the error of a field. */
function FieldNotes({ id, description, errorId, error, horizontal }: FieldNotesProps) {
  const gap = horizontal ? undefined : 'mt-1.5';
  return (
    <>
      {description != null && (
        <div id={id} data-slot="field-description" className={cx(gap, 'text-sm text-muted-foreground')}>
          {description}
        </div>
      )}
      {/* Always present, so that an error appearing later is announced. */}
      <div aria-live="polite" data-slot="field-error">
        {error && (
          <p id={errorId} className={cx(gap, 'text-sm text-danger')}>
            <MessageText text={error} />
          </p>
        )}
      </div>
    </>
  );
}

/** A form check's message in the page's language (a server's words stay as they are). */
function MessageText({ text }: { text: string }) {
  return useMessage()(text);
}
