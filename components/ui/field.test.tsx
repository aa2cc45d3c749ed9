import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Controller, useForm } from 'react-hook-form';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locale';
import { message } from '@/lib/i18n/message';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The attributes of the first `<tag …>` in the markup. */
function attributesOf(html: string, tag: string): Record<string, string> {
  const open = html.match(new RegExp(`<${tag}(\\s[^>]*)?>`));
  if (!open) throw new Error(`no <${tag}> in ${html}`);
  return Object.fromEntries([...(open[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? '']));
}

/** The text of the element whose id is `id`. */
function textOf(html: string, id: string): string | undefined {
  return html.match(new RegExp(`id="${id}"[^>]*>([^<]*)<`))?.[1];
}

function EmailForm({ error }: { error?: string }) {
  const { register } = useForm({ defaultValues: { email: '' } });
  return (
    <Field id="email" label="Email" error={error}>
      <Input type="email" {...register('email')} />
    </Field>
  );
}

/** Renders inside the page's words, as every page does (a form check's message needs them). */
const render = (element: ReactElement, locale: Locale = 'en') =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={CATALOGUES[locale]} timeZone="UTC">
      {element}
    </NextIntlClientProvider>,
  );

describe('Field', () => {
  it('labels a register()-spread control and leaves it valid without an error', () => {
    const html = render(<EmailForm />);
    expect(attributesOf(html, 'label').for).toBe('email');
    const input = attributesOf(html, 'input');
    expect(input).toMatchObject({ id: 'email', name: 'email', type: 'email' });
    expect(input).not.toHaveProperty('aria-invalid');
    expect(input).not.toHaveProperty('aria-describedby');
    // The live region is there before any error, so that a later error is announced.
    expect(html).toContain('<div aria-live="polite" data-slot="field-error"></div>');
  });

  it('marks the control invalid and describes it by the error inside the live region', () => {
    const html = render(<EmailForm error="Email is required" />);
    const input = attributesOf(html, 'input');
    expect(input['aria-invalid']).toBe('true');
    expect(input['aria-describedby']).toBe('email-error');
    expect(textOf(html, 'email-error')).toBe('Email is required');
    expect(html).toMatch(/<div aria-live="polite" data-slot="field-error"><p id="email-error"/);
  });

  it('describes the control by its description first, then the error', () => {
    const html = render(
      <Field id="notes" label="Notes" description="0/500" error="Too long">
        <Input />
      </Field>,
    );
    expect(attributesOf(html, 'input')['aria-describedby']).toBe('notes-description notes-error');
    expect(textOf(html, 'notes-description')).toBe('0/500');
  });

  it("keeps the control's own description next to the field's", () => {
    const html = render(
      <Field id="phone" label="Phone" error="Invalid">
        <Input aria-describedby="phone-hint" />
      </Field>,
    );
    expect(attributesOf(html, 'input')['aria-describedby']!.split(' ').sort()).toEqual(['phone-error', 'phone-hint']);
  });

  it('generates one id for label and control when none is given', () => {
    const html = render(
      <Field label="Name">
        <Input />
      </Field>,
    );
    const id = attributesOf(html, 'input').id;
    expect(id).toBeTruthy();
    expect(attributesOf(html, 'label').for).toBe(id);
  });

  it('marks a required field on the control and with a hidden asterisk', () => {
    const html = render(
      <Field id="name" label="Your Name" required>
        <Input />
      </Field>,
    );
    expect(attributesOf(html, 'input')['aria-required']).toBe('true');
    expect(html).toContain('<span aria-hidden="true" class="text-danger"> *</span>');
  });

  it('hands the control props to a nested control rendered by a Controller', () => {
    function StatusForm() {
      const { control } = useForm({ defaultValues: { status: 'confirmed' } });
      return (
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Field id="status" label="Status" error="Pick a status">
              {(controlProps) => (
                <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                  <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="confirmed">confirmed</SelectItem>
                  </SelectContent>
                </Select>
              )}
            </Field>
          )}
        />
      );
    }
    const html = render(<StatusForm />);
    const trigger = attributesOf(html, 'button');
    expect(trigger).toMatchObject({ id: 'status', role: 'combobox', 'aria-invalid': 'true', 'aria-describedby': 'status-error' });
    expect(attributesOf(html, 'label').for).toBe('status');
  });

  it("shows a form check's message in the page's language, and a server's words as they are", () => {
    const check = message('FormErrors.phoneInvalid');
    expect(textOf(render(<EmailForm error={check} />), 'email-error')).toBe('Please enter a valid phone number.');
    expect(textOf(render(<EmailForm error={check} />, 'hu'), 'email-error')).toBe(CATALOGUES.hu.FormErrors.phoneInvalid);
    expect(textOf(render(<EmailForm error="Már foglalt." />, 'hu'), 'email-error')).toBe('Már foglalt.');
  });
});
