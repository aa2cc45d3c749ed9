'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { setLanguageAction } from '@/features/account/actions';
import { useFormAction } from '@/components/forms/use-form-action';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { isLocale, LOCALES, OWN_LANGUAGE_NAMES, type Locale } from '@/lib/i18n/locale';
import { toast } from '@/lib/ui/toast';

/** The member's own language: every screen and the app's e-mails to them use it from now on. */
export function LanguageCard({ language }: { language: Locale }) {
  const t = useTranslations('Account');
  const router = useRouter();
  const [chosen, setChosen] = useState(language);
  const { run, pending } = useFormAction();
  const change = async (value: string) => {
    if (!isLocale(value)) return;
    const result = await run(() => setLanguageAction({ language: value }));
    if (!result.ok) return;
    setChosen(result.data.language);
    toast.success(result.data.saved);
    // Every word on the page, the shell's included, comes again in the new language.
    router.refresh();
  };
  return (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <label htmlFor="own-language">{t('language')}</label>
          </h2>
        </CardTitle>
        <CardDescription id="own-language-hint">{t('languageHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <NativeSelect id="own-language" aria-describedby="own-language-hint" value={chosen} disabled={pending} onChange={(event) => change(event.target.value)}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {OWN_LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </NativeSelect>
      </CardContent>
    </Card>
  );
}
