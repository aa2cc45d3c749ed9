import { useTranslations } from 'next-intl';

/**
 * Route-level loading state of the booking pages (rendered on the server: no script), in the
 * form's place: the frame around it (BookingFrame, the layout's) is already there.
 */
export function BookingLoading() {
  const t = useTranslations('States');
  return (
    <p role="status" aria-busy className="py-12 text-center text-muted-foreground">
      {t('loading')}
    </p>
  );
}
