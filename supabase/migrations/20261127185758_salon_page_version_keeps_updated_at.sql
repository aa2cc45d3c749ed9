-- Hand-written: a salon's "last changed" (salons.updated_at, the admin's salon list) is about the
-- salon's own row. A service or member saved bumps the salon's page_version (the booking page
-- cache's key) through an UPDATE of the salon's row: that alone leaves updated_at as it was.
DROP TRIGGER salons_touch_updated_at ON public.salons;
--> statement-breakpoint
CREATE TRIGGER salons_touch_updated_at BEFORE UPDATE ON public.salons
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'page_version' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'page_version' - 'updated_at'))
  EXECUTE FUNCTION public.touch_updated_at();
