import { useTranslations } from 'next-intl';

/**
 * Route-level loading state of the booking pages (rendered on the server: no script), in the
 * form's place: the frame around it (BookingFrame, the layout's) is already there. As tall as the
 * screen, so the salon's footer starts below the fold: on a slow network the browser paints this
 * state first, and a short one had the footer jump down when the form replaced it (a layout shift
 * of 0.147 on a phone under Lighthouse's applied throttling).
 */
export function BookingLoading() {
  const t = useTranslations('States');
  return (
    <p role="status" aria-busy className="min-h-dvh py-12 text-center text-muted-foreground">
      {t('loading')}
    </p>
  );
}
