-- Hand-written (issue 37): a public booking checks the time it asks for against the salon, the service and
-- the salon's stations it read earlier and keeps in memory (features/booking/data/booking-gate.ts),
-- while salons.page_version is unchanged. So a change to the salon's stations, or to which
-- services a station takes, bumps page_version too, as a change to its services does (the booking
-- page itself is then produced once more).
CREATE TRIGGER stations_bump_page_version AFTER INSERT OR UPDATE OR DELETE ON public.stations
  FOR EACH ROW EXECUTE FUNCTION public.salon_row_bumps_page_version();
--> statement-breakpoint
CREATE FUNCTION public.station_services_bump_page_version() RETURNS trigger LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  UPDATE public.salons SET page_version = page_version + 1
  WHERE id = (SELECT s.salon_id FROM public.stations s WHERE s.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.station_id ELSE NEW.station_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER station_services_bump_page_version AFTER INSERT OR DELETE ON public.station_services
  FOR EACH ROW EXECUTE FUNCTION public.station_services_bump_page_version();
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.station_services_bump_page_version() FROM PUBLIC;
--> statement-breakpoint
-- A write whose condition, checked by its own statement, does not hold calls this in the row's
-- place (lib/data-internal/lane-placement.ts, insertUnlessOverlapping's onlyIf): the statement
-- fails before any trigger runs, and nothing it wrote stays.
CREATE FUNCTION public.write_condition_failed() RETURNS uuid LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  RAISE EXCEPTION 'the write''s condition does not hold' USING ERRCODE = 'WC001';
END
$$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.write_condition_failed() FROM PUBLIC;
