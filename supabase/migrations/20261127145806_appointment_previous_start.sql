ALTER TABLE "appointments" ADD COLUMN "previous_start_time" timestamp with time zone;--> statement-breakpoint
-- Hand-written: an appointment's start before its last move (issue 38 item 1), kept on the row
-- itself so that a draft opened days later still names the real previous time, whoever moved it
-- (staff's Edit, the visitor's manage link, a visit moved as a whole).
CREATE FUNCTION public.appointments_remember_previous_start() RETURNS trigger LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  NEW.previous_start_time := OLD.start_time;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_remember_previous_start BEFORE UPDATE OF start_time ON public.appointments
  FOR EACH ROW WHEN (NEW.start_time IS DISTINCT FROM OLD.start_time)
  EXECUTE FUNCTION public.appointments_remember_previous_start();
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.appointments_remember_previous_start() FROM PUBLIC;
