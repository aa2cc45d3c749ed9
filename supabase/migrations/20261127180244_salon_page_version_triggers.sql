-- Hand-written: salons.page_version changes with everything the public booking page shows (issue
-- 37 item 1), so that an instance answers the page from its cache only while nothing it shows has
-- changed, whichever write changed it (lib/net/page-cache.mjs): the salon's own row, its services,
-- and its members' names, bookability, roles and services. Per row: the writes are an owner's
-- saves, one or a few rows at a time.
CREATE FUNCTION public.salons_bump_page_version() RETURNS trigger LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  NEW.page_version := OLD.page_version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER salons_bump_page_version BEFORE UPDATE ON public.salons
  FOR EACH ROW EXECUTE FUNCTION public.salons_bump_page_version();
--> statement-breakpoint
-- A row of a salon's services or members changed: its salon's page (both salons when the row moved).
CREATE FUNCTION public.salon_row_bumps_page_version() RETURNS trigger LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  UPDATE public.salons SET page_version = page_version + 1
  WHERE id IN (CASE WHEN TG_OP <> 'DELETE' THEN NEW.salon_id END, CASE WHEN TG_OP <> 'INSERT' THEN OLD.salon_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER services_bump_page_version AFTER INSERT OR UPDATE OR DELETE ON public.services
  FOR EACH ROW EXECUTE FUNCTION public.salon_row_bumps_page_version();
--> statement-breakpoint
CREATE TRIGGER users_bump_page_version AFTER INSERT OR DELETE OR UPDATE OF salon_id, role, full_name, bookable, public_id ON public.users
  FOR EACH ROW EXECUTE FUNCTION public.salon_row_bumps_page_version();
--> statement-breakpoint
-- The services a member does: their salon's page.
CREATE FUNCTION public.stylist_services_bump_page_version() RETURNS trigger LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  UPDATE public.salons SET page_version = page_version + 1
  WHERE id = (SELECT u.salon_id FROM public.users u WHERE u.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stylist_services_bump_page_version AFTER INSERT OR DELETE ON public.stylist_services
  FOR EACH ROW EXECUTE FUNCTION public.stylist_services_bump_page_version();
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.salons_bump_page_version() FROM PUBLIC;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.salon_row_bumps_page_version() FROM PUBLIC;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.stylist_services_bump_page_version() FROM PUBLIC;
