-- Staff offer a waiting entry a time by hand (issue 35 item 3; docs/decisions.md "Waitlist:
-- staff offer a time by hand"): the same kind of hold as a freed time's, made in one
-- transaction with its offer. The claims are the ones the entry's booking will make (the
-- station's or the salon's lane through the service's clean-up, the stylist's hands-on spans),
-- taken under the lane locks a booking takes, in its order; the exclusion constraint refuses a
-- time that is not free (23P01), as it refuses a booking.
CREATE FUNCTION public.waitlist_hold(p_entry uuid, p_start timestamptz, p_station uuid, p_staff uuid)
  RETURNS boolean LANGUAGE plpgsql SET search_path = '' AS $$
DECLARE
  entry public.waitlist_entries;
  service public.services;
  lane uuid;
  finish timestamptz;
BEGIN
  SELECT * INTO entry FROM public.waitlist_entries WHERE id = p_entry AND state = 'waiting' FOR UPDATE;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  SELECT * INTO service FROM public.services WHERE id = entry.service_id;
  finish := p_start + make_interval(mins => service.duration_minutes);
  SELECT CASE WHEN s.stations_enabled THEN p_station ELSE s.id END INTO lane FROM public.salons s WHERE s.id = entry.salon_id FOR SHARE;
  IF lane IS NULL OR (lane = p_station AND NOT EXISTS (
      SELECT 1 FROM public.stations st WHERE st.id = p_station AND st.salon_id = entry.salon_id AND st.is_active
        AND public.station_can_serve(st.id, entry.service_id))) THEN
    RAISE EXCEPTION 'The held time needs a station of the salon that can take the service' USING ERRCODE = 'check_violation';
  END IF;
  IF p_staff IS DISTINCT FROM coalesce(entry.staff_id, p_staff)
      OR (p_staff IS NOT NULL AND NOT EXISTS (SELECT 1 FROM public.users u WHERE u.id = p_staff AND u.salon_id = entry.salon_id)) THEN
    RAISE EXCEPTION 'The held time needs the stylist the entry asked for, of the salon' USING ERRCODE = 'check_violation';
  END IF;
  PERFORM pg_advisory_xact_lock(7310002, hashtext(lane::text));
  INSERT INTO public.lane_claims (salon_id, lane_key, start_time, end_time, waitlist_entry_id)
    VALUES (entry.salon_id, lane, p_start, finish + make_interval(mins => service.buffer_minutes), p_entry);
  IF p_staff IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(7310002, hashtext(p_staff::text));
    INSERT INTO public.lane_claims (salon_id, lane_key, start_time, end_time, waitlist_entry_id)
      SELECT entry.salon_id, p_staff, h.span_start, h.span_end, p_entry
      FROM public.hands_on_spans(p_start, finish, service.processing_start_minutes, service.processing_minutes) h;
  END IF;
  PERFORM public.waitlist_offer(p_entry, p_start, finish, CASE WHEN lane = p_station THEN p_station END, p_staff);
  RETURN true;
END
$$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.waitlist_hold(uuid, timestamptz, uuid, uuid) FROM PUBLIC;
