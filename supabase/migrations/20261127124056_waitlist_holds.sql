-- The waitlist (issue 35, DESIGN §10, docs/decisions.md "Waitlist: the freed time is held in the
-- cancelling transaction"). A cancellation or move that frees a coming time hands its lane
-- claims to the first matching waiting entry as a hold, with one UPDATE of the claims in the
-- same transaction, and writes the offer into the outbox there too: the time is never free for
-- a moment in which the public could take it. An offer that lapses or is declined passes the
-- same claims to the next match, or, with none, deletes them (the time is public again).

-- The first waiting entry (first come, first served) that can take a freed time: the salon and
-- service, the stylist it asked for or any, the day and the hours it wants. Entries another
-- transaction is offering right now are skipped, so simultaneous cancellations each take a
-- different entry and never wait for one another.
CREATE FUNCTION public.waitlist_pick(p_salon uuid, p_service uuid, p_staff uuid, p_start timestamptz)
  RETURNS uuid LANGUAGE sql VOLATILE SET search_path = '' AS $$
  SELECT e.id FROM public.waitlist_entries e JOIN public.salons s ON s.id = e.salon_id
  WHERE e.salon_id = p_salon AND e.state = 'waiting' AND e.service_id = p_service
    AND (e.staff_id IS NULL OR e.staff_id IS NOT DISTINCT FROM p_staff)
    AND e.wanted_on = (p_start AT TIME ZONE s.timezone)::date
    AND to_char(p_start AT TIME ZONE s.timezone, 'HH24:MI') >= e.from_time
    AND to_char(p_start AT TIME ZONE s.timezone, 'HH24:MI') < e.until_time
  ORDER BY e.created_at, e.id
  LIMIT 1
  FOR UPDATE OF e SKIP LOCKED
$$;
--> statement-breakpoint
-- Offers a held time to an entry (its claims already point at it): the entry is 'offered' until
-- the salon's hold minutes from now, and its offer message, rendered in its language when it
-- joined, goes into the outbox with the time and the deadline filled in (24-hour clock).
CREATE FUNCTION public.waitlist_offer(p_entry uuid, p_start timestamptz, p_end timestamptz, p_station uuid, p_staff uuid)
  RETURNS void LANGUAGE plpgsql SET search_path = '' AS $$
DECLARE
  zone text;
  expires timestamptz;
BEGIN
  SELECT s.timezone, now() + make_interval(mins => s.waitlist_hold_minutes) INTO zone, expires
    FROM public.waitlist_entries e JOIN public.salons s ON s.id = e.salon_id WHERE e.id = p_entry;
  UPDATE public.waitlist_entries
    SET state = 'offered', offer_start = p_start, offer_end = p_end, offer_station_id = p_station,
        offer_staff_id = p_staff, offer_expires_at = expires, updated_at = now()
    WHERE id = p_entry;
  INSERT INTO public.messages (kind, recipient, language, subject, body, salon_id)
    SELECT 'waitlist_offer', e.customer_email, e.language, f.subject, f.body, e.salon_id
    FROM public.waitlist_entries e,
      LATERAL (SELECT to_char(p_start AT TIME ZONE zone, 'HH24:MI') AS at, to_char(expires AT TIME ZONE zone, 'HH24:MI') AS until) t,
      LATERAL (SELECT replace(replace(e.offer_subject, '{{time}}', t.at), '{{until}}', t.until) AS subject,
                      replace(replace(e.offer_body, '{{time}}', t.at), '{{until}}', t.until) AS body) f
    WHERE e.id = p_entry;
END
$$;
--> statement-breakpoint
-- Named to run before appointments_claim_lane (AFTER triggers fire in name order): the claims
-- it hands over are no longer the appointment's, so that trigger neither deletes them nor, on a
-- move, finds them in the way.
CREATE FUNCTION public.appointments_cede_to_waitlist() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
DECLARE
  entry uuid;
BEGIN
  IF OLD.lane_key IS NULL OR OLD.service_id IS NULL OR OLD.start_time <= now() THEN
    RETURN NULL;
  END IF;
  -- Still in its place (a status, a note, a stylist swap): no time is freed.
  IF NEW.lane_key IS NOT NULL AND NEW.lane_key = OLD.lane_key
      AND NEW.start_time = OLD.start_time AND NEW.end_time = OLD.end_time THEN
    RETURN NULL;
  END IF;
  -- A move that keeps part of its old time on its station or stylist frees no whole time.
  IF NEW.lane_key IS NOT NULL
      AND (NEW.lane_key = OLD.lane_key OR NEW.staff_id = OLD.staff_id)
      AND tstzrange(NEW.start_time, NEW.end_time + make_interval(mins => NEW.buffer_minutes))
        && tstzrange(OLD.start_time, OLD.end_time + make_interval(mins => OLD.buffer_minutes)) THEN
    RETURN NULL;
  END IF;
  -- Only a time its service still claims the same way: the waiting client's booking fits its claims exactly.
  IF NOT EXISTS (SELECT 1 FROM public.services sv WHERE sv.id = OLD.service_id
      AND OLD.end_time = OLD.start_time + make_interval(mins => sv.duration_minutes)
      AND sv.processing_start_minutes IS NOT DISTINCT FROM OLD.processing_start_minutes
      AND sv.processing_minutes = OLD.processing_minutes AND sv.buffer_minutes = OLD.buffer_minutes) THEN
    RETURN NULL;
  END IF;
  entry := public.waitlist_pick(OLD.salon_id, OLD.service_id, OLD.staff_id, OLD.start_time);
  IF entry IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE public.lane_claims SET appointment_id = NULL, waitlist_entry_id = entry WHERE appointment_id = OLD.id;
  PERFORM public.waitlist_offer(entry, OLD.start_time, OLD.end_time, OLD.station_id, OLD.staff_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_cede_to_waitlist AFTER UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION public.appointments_cede_to_waitlist();
--> statement-breakpoint
-- An offer ends without a booking (p_state 'expired': its deadline passed; 'removed': the client
-- left the list, or staff removed them): the held time passes to the next matching entry with
-- one UPDATE of its claims, or with none (or the time already begun) its claims go and the time
-- is public again. False when the entry holds no offer (or, for 'expired', its deadline is still ahead).
CREATE FUNCTION public.waitlist_pass_hold(p_entry uuid, p_state text) RETURNS boolean LANGUAGE plpgsql
  SET search_path = '' AS $$
DECLARE
  held public.waitlist_entries;
  next_entry uuid;
BEGIN
  SELECT * INTO held FROM public.waitlist_entries WHERE id = p_entry AND state = 'offered' FOR UPDATE;
  IF NOT FOUND OR (p_state = 'expired' AND held.offer_expires_at > now()) THEN
    RETURN false;
  END IF;
  UPDATE public.waitlist_entries SET state = p_state, updated_at = now() WHERE id = p_entry;
  IF held.offer_start > now() THEN
    next_entry := public.waitlist_pick(held.salon_id, held.service_id, held.offer_staff_id, held.offer_start);
  END IF;
  IF next_entry IS NULL THEN
    DELETE FROM public.lane_claims WHERE waitlist_entry_id = p_entry;
  ELSE
    UPDATE public.lane_claims SET waitlist_entry_id = next_entry WHERE waitlist_entry_id = p_entry;
    PERFORM public.waitlist_offer(next_entry, held.offer_start, held.offer_end, held.offer_station_id, held.offer_staff_id);
  END IF;
  RETURN true;
END
$$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.waitlist_pick(uuid, uuid, uuid, timestamptz),
  public.waitlist_offer(uuid, timestamptz, timestamptz, uuid, uuid),
  public.appointments_cede_to_waitlist(), public.waitlist_pass_hold(uuid, text) FROM PUBLIC;
--> statement-breakpoint
-- Same rules as the other tables (20261122044119_rules.sql): RLS on, nothing for anon,
-- authenticated reads its own salon's rows.
ALTER TABLE waitlist_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON waitlist_entries FROM anon, authenticated;
--> statement-breakpoint
GRANT SELECT ON waitlist_entries TO authenticated;
--> statement-breakpoint
CREATE POLICY waitlist_entries_read_own_salon ON waitlist_entries FOR SELECT TO authenticated
  USING (salon_id = public.current_profile_salon_id() OR public.current_profile_is_admin());
