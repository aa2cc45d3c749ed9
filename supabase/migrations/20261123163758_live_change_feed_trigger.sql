-- The change feed of the staff dashboard: every booking, cancellation or change of an
-- appointment adds a row to appointment_changes in the same transaction. The actor is
-- 'visitor' when the app said so for this transaction (set_config('app.change_actor',
-- 'visitor', true): the public booking and the manage link), else 'staff'. The row carries its
-- transaction's id, the feed's cursor (docs/decisions.md). A separate trigger: the lane
-- trigger stays as it is.
CREATE FUNCTION public.appointments_record_change() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
DECLARE
  change text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A row written as cancelled takes no time on the book: nothing to tell.
    IF NEW.status = 'cancelled' THEN RETURN NULL; END IF;
    change := 'booked';
  ELSIF NEW.status = 'cancelled' AND OLD.status <> 'cancelled' THEN
    change := 'cancelled';
  ELSIF (NEW.salon_id, NEW.start_time, NEW.end_time, NEW.status, NEW.service_id, NEW.station_id, NEW.staff_id, NEW.customer_name)
        IS DISTINCT FROM (OLD.salon_id, OLD.start_time, OLD.end_time, OLD.status, OLD.service_id, OLD.station_id, OLD.staff_id, OLD.customer_name) THEN
    change := 'changed';
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO public.appointment_changes (salon_id, appointment_id, kind, actor, tx_id)
  VALUES (
    NEW.salon_id,
    NEW.id,
    change,
    CASE WHEN current_setting('app.change_actor', true) = 'visitor' THEN 'visitor' ELSE 'staff' END,
    pg_current_xact_id()::text::bigint
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_record_change AFTER INSERT OR UPDATE ON public.appointments
  FOR EACH ROW EXECUTE FUNCTION public.appointments_record_change();
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.appointments_record_change() FROM PUBLIC;
--> statement-breakpoint
-- Read by the app server only: no Data API access at all.
ALTER TABLE appointment_changes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE change_feed_seen ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON appointment_changes, change_feed_seen FROM anon, authenticated;
