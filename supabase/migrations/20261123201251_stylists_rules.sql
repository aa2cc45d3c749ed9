-- Stylists (DESIGN §9, docs/decisions.md "Stylists: a lane per person"). An appointment with a
-- stylist claims a second lane in lane_claims, keyed by the stylist's user id, so the one
-- exclusion constraint keeps a stylist's appointments and blocks from overlapping (it replaces
-- appointments_staff_no_overlap). Where a salon lets visitors choose stylists, a trigger refuses
-- a stylist who is not the salon's, does not take bookings, does not do the service or is not
-- working then: the rule lib/scheduling/stylists.ts applies when it offers times.

-- A stylist with no services listed does every service (lib/scheduling/stylists.ts stylistDoes).
CREATE FUNCTION public.stylist_can_serve(p_user uuid, p_service uuid) RETURNS boolean
  LANGUAGE sql STABLE SET search_path = '' AS $$
  SELECT p_service IS NULL
      OR NOT EXISTS (SELECT 1 FROM public.stylist_services WHERE user_id = p_user)
      OR EXISTS (SELECT 1 FROM public.stylist_services WHERE user_id = p_user AND service_id = p_service)
$$;
--> statement-breakpoint
-- Whether [p_start, p_end) lies inside one of the stylist's working spans of that wall-clock day
-- in the salon's zone, on a day that is not one of their days off.
CREATE FUNCTION public.stylist_works(p_user uuid, p_start timestamptz, p_end timestamptz, p_zone text)
  RETURNS boolean LANGUAGE sql STABLE SET search_path = '' AS $$
  SELECT (p_start AT TIME ZONE p_zone)::date = (p_end AT TIME ZONE p_zone)::date
     AND NOT EXISTS (SELECT 1 FROM public.users u WHERE u.id = p_user
       AND to_char(p_start AT TIME ZONE p_zone, 'YYYY-MM-DD') = ANY (u.days_off))
     AND EXISTS (SELECT 1 FROM public.stylist_hours h
       WHERE h.user_id = p_user
         AND h.weekday = extract(isodow FROM p_start AT TIME ZONE p_zone)
         AND h.from_time <= to_char(p_start AT TIME ZONE p_zone, 'HH24:MI')
         AND h.to_time >= to_char(p_end AT TIME ZONE p_zone, 'HH24:MI'))
$$;
--> statement-breakpoint
-- Checks the stylist whenever an appointment is placed with one: inserted, moved, given another
-- stylist or service, or un-cancelled. The member row is share-locked, so an owner saving the
-- stylist's hours (which locks it for update) and a booking take turns. Staff who confirmed a
-- time outside hours say so for their transaction (set_config('app.outside_hours', 'confirmed')).
CREATE FUNCTION public.appointments_check_stylist() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
DECLARE
  member_salon uuid;
  member_bookable boolean;
  uses_stylists boolean;
  zone text;
BEGIN
  IF NEW.staff_id IS NULL OR NEW.status = 'cancelled' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status <> 'cancelled'
      AND NEW.staff_id = OLD.staff_id AND NEW.salon_id = OLD.salon_id
      AND NEW.start_time = OLD.start_time AND NEW.end_time = OLD.end_time
      AND NEW.service_id IS NOT DISTINCT FROM OLD.service_id THEN
    RETURN NEW;
  END IF;
  SELECT u.salon_id, u.bookable INTO member_salon, member_bookable
    FROM public.users u WHERE u.id = NEW.staff_id FOR SHARE;
  IF member_salon IS DISTINCT FROM NEW.salon_id THEN
    RAISE EXCEPTION 'The stylist belongs to another salon' USING ERRCODE = 'check_violation';
  END IF;
  SELECT s.stylists_enabled, s.timezone INTO uses_stylists, zone FROM public.salons s WHERE s.id = NEW.salon_id;
  IF NOT uses_stylists THEN
    RETURN NEW;
  END IF;
  IF NOT member_bookable THEN
    RAISE EXCEPTION 'This member does not take appointments' USING ERRCODE = 'check_violation';
  END IF;
  IF NOT public.stylist_can_serve(NEW.staff_id, NEW.service_id) THEN
    RAISE EXCEPTION 'The stylist does not do this service' USING ERRCODE = 'check_violation';
  END IF;
  IF coalesce(current_setting('app.outside_hours', true), '') <> 'confirmed'
      AND NOT public.stylist_works(NEW.staff_id, NEW.start_time, NEW.end_time, zone) THEN
    RAISE EXCEPTION 'The stylist is not working at this time' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_check_stylist BEFORE INSERT OR UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION public.appointments_check_stylist();
--> statement-breakpoint
-- The claim on the stylist's lane, taken under the same lane lock as a station's (after it:
-- placements always lock station, then stylist, so two of them never wait on each other).
CREATE FUNCTION public.claim_stylist_lane(p_appointment uuid, p_salon uuid, p_staff uuid, p_start timestamptz, p_end timestamptz)
  RETURNS void LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7310002, hashtext(p_staff::text));
  INSERT INTO public.lane_claims (salon_id, lane_key, start_time, end_time, appointment_id)
  VALUES (p_salon, p_staff, p_start, p_end, p_appointment);
END
$$;
--> statement-breakpoint
-- Same function as in 20261123163709_blocks_lane_claims, plus the stylist's claim: a change of
-- stylist alone moves only that claim.
CREATE OR REPLACE FUNCTION public.appointments_claim_lane() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.lane_key IS NOT DISTINCT FROM OLD.lane_key AND NEW.salon_id = OLD.salon_id
        AND NEW.start_time = OLD.start_time AND NEW.end_time = OLD.end_time THEN
      IF NEW.staff_id IS NOT DISTINCT FROM OLD.staff_id THEN
        RETURN NULL;
      END IF;
      DELETE FROM public.lane_claims WHERE appointment_id = NEW.id AND lane_key = OLD.staff_id;
      IF NEW.lane_key IS NOT NULL AND NEW.staff_id IS NOT NULL THEN
        PERFORM public.claim_stylist_lane(NEW.id, NEW.salon_id, NEW.staff_id, NEW.start_time, NEW.end_time);
      END IF;
      RETURN NULL;
    END IF;
    DELETE FROM public.lane_claims WHERE appointment_id = NEW.id;
  END IF;
  IF NEW.lane_key IS NOT NULL THEN
    INSERT INTO public.lane_claims (salon_id, lane_key, start_time, end_time, appointment_id)
    VALUES (NEW.salon_id, NEW.lane_key, NEW.start_time, NEW.end_time, NEW.id);
    IF NEW.staff_id IS NOT NULL THEN
      PERFORM public.claim_stylist_lane(NEW.id, NEW.salon_id, NEW.staff_id, NEW.start_time, NEW.end_time);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Existing appointments' stylists (appointments_staff_no_overlap kept them apart, so none clash).
INSERT INTO lane_claims (salon_id, lane_key, start_time, end_time, appointment_id)
SELECT salon_id, staff_id, start_time, end_time, id FROM appointments
WHERE lane_key IS NOT NULL AND staff_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE appointments DROP CONSTRAINT appointments_staff_no_overlap;
--> statement-breakpoint
-- Same function as in 20261123163709_blocks_lane_claims, plus a block on one stylist: it claims
-- that stylist's lane only.
CREATE OR REPLACE FUNCTION public.claim_block_lanes(p_occurrence uuid) RETURNS void LANGUAGE plpgsql
  SET search_path = '' AS $$
DECLARE
  occ record;
  lane uuid;
BEGIN
  SELECT o.id, o.salon_id, o.start_time, o.end_time, b.station_id, b.staff_id, s.stations_enabled,
      st.salon_id AS station_salon, u.salon_id AS staff_salon
    INTO occ
    FROM public.time_block_occurrences o
    JOIN public.time_blocks b ON b.id = o.block_id
    JOIN public.salons s ON s.id = o.salon_id
    LEFT JOIN public.stations st ON st.id = b.station_id
    LEFT JOIN public.users u ON u.id = b.staff_id
    WHERE o.id = p_occurrence
    FOR SHARE OF s;
  IF occ.station_id IS NOT NULL AND occ.station_salon IS DISTINCT FROM occ.salon_id THEN
    RAISE EXCEPTION 'The station belongs to another salon' USING ERRCODE = 'check_violation';
  END IF;
  IF occ.staff_id IS NOT NULL AND occ.staff_salon IS DISTINCT FROM occ.salon_id THEN
    RAISE EXCEPTION 'The stylist belongs to another salon' USING ERRCODE = 'check_violation';
  END IF;
  DELETE FROM public.lane_claims WHERE block_occurrence_id = occ.id;
  FOR lane IN
    SELECT occ.staff_id WHERE occ.staff_id IS NOT NULL
    UNION
    SELECT CASE WHEN occ.stations_enabled THEN occ.station_id ELSE occ.salon_id END WHERE occ.station_id IS NOT NULL
    UNION
    SELECT occ.salon_id WHERE occ.station_id IS NULL AND occ.staff_id IS NULL AND NOT occ.stations_enabled
    UNION
    SELECT st.id FROM public.stations st
      WHERE occ.station_id IS NULL AND occ.staff_id IS NULL AND occ.stations_enabled
        AND st.salon_id = occ.salon_id AND st.is_active
    ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(7310002, hashtext(lane::text));
    INSERT INTO public.lane_claims (salon_id, lane_key, start_time, end_time, block_occurrence_id)
    VALUES (occ.salon_id, lane, occ.start_time, occ.end_time, occ.id);
  END LOOP;
END
$$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.stylist_can_serve(uuid, uuid), public.stylist_works(uuid, timestamptz, timestamptz, text),
  public.appointments_check_stylist(), public.claim_stylist_lane(uuid, uuid, uuid, timestamptz, timestamptz) FROM PUBLIC;
--> statement-breakpoint
-- Same rules as the other tables (20261122044119_rules.sql): RLS on, nothing for anon,
-- authenticated reads its own salon's rows.
ALTER TABLE stylist_hours ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE stylist_services ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON stylist_hours, stylist_services FROM anon, authenticated;
--> statement-breakpoint
GRANT SELECT ON stylist_hours, stylist_services TO authenticated;
--> statement-breakpoint
CREATE POLICY stylist_hours_read_own_salon ON stylist_hours FOR SELECT TO authenticated
  USING (salon_id = public.current_profile_salon_id() OR public.current_profile_is_admin());
--> statement-breakpoint
CREATE POLICY stylist_services_read_own_salon ON stylist_services FOR SELECT TO authenticated
  USING (EXISTS (SELECT 1 FROM users u WHERE u.id = user_id
    AND (u.salon_id = public.current_profile_salon_id() OR public.current_profile_is_admin())));
