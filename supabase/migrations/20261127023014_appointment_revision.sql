ALTER TABLE "appointments" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: an appointment's revision, the SEQUENCE of its calendar entries (feeds, e-mailed
-- invitations, downloads), counted by the database on every update that changes the row. Counted
-- from the change feed instead, it would fall when the feed drops changes older than 14 days
-- (markChangesSeen), and a calendar ignores an entry whose SEQUENCE is not higher.
CREATE FUNCTION public.appointments_count_revision() RETURNS trigger LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN NEW.revision := OLD.revision + 1; END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Hand-written: the revisions so far, from the changes the feed still holds (the booking wrote the first).
ALTER TABLE public.appointments DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE public.appointments a SET revision = c.changes - 1
FROM (SELECT appointment_id, count(*)::int AS changes FROM public.appointment_changes GROUP BY appointment_id) c
WHERE c.appointment_id = a.id AND c.changes > 1;
--> statement-breakpoint
ALTER TABLE public.appointments ENABLE TRIGGER USER;
--> statement-breakpoint
CREATE TRIGGER appointments_count_revision BEFORE UPDATE ON public.appointments
  FOR EACH ROW EXECUTE FUNCTION public.appointments_count_revision();
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.appointments_count_revision() FROM PUBLIC;
