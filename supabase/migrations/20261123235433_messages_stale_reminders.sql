-- A queued reminder that no longer tells the truth is withdrawn, whatever path changed the
-- appointment (the edit dialog, the status menu, the manage link): when it is cancelled or its
-- start moves. Its dedupe key is freed, so the next reminder pass writes one with the new time.
-- A reminder already being sent or sent is history and stays.
CREATE FUNCTION appointments_withdraw_stale_reminder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE messages SET status = 'cancelled', dedupe_key = NULL
  WHERE appointment_id = NEW.id AND kind = 'reminder' AND status = 'queued';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_withdraw_stale_reminder
AFTER UPDATE OF status, start_time ON appointments
FOR EACH ROW
WHEN ((NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled') OR NEW.start_time IS DISTINCT FROM OLD.start_time)
EXECUTE FUNCTION appointments_withdraw_stale_reminder();
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.appointments_withdraw_stale_reminder() FROM PUBLIC;
--> statement-breakpoint
-- Messages (with customers' addresses) and reset tokens are read by the app server only: no
-- Data API access at all, as for the change feed.
ALTER TABLE messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE message_attempts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE password_resets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON messages, message_attempts, password_resets FROM anon, authenticated;
