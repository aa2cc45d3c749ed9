-- Blocked time (DESIGN §9, docs/decisions.md "Lane claims: one constraint for appointments and
-- blocks"). A lane's occupants are rows of lane_claims: one per live appointment (kept by a
-- trigger on appointments) and one per lane a block occurrence occupies (kept by triggers on
-- the occurrences, the salon's switch and its stations). The lane exclusion constraint moves
-- from appointments to lane_claims, so an appointment and a block can never overlap in a lane.

-- An appointment's claim follows its lane and times; a cancelled one (no lane) has none.
CREATE FUNCTION public.appointments_claim_lane() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.lane_key IS NOT DISTINCT FROM OLD.lane_key AND NEW.salon_id = OLD.salon_id
        AND NEW.start_time = OLD.start_time AND NEW.end_time = OLD.end_time THEN
      RETURN NULL;
    END IF;
    DELETE FROM public.lane_claims WHERE appointment_id = NEW.id;
  END IF;
  IF NEW.lane_key IS NOT NULL THEN
    INSERT INTO public.lane_claims (salon_id, lane_key, start_time, end_time, appointment_id)
    VALUES (NEW.salon_id, NEW.lane_key, NEW.start_time, NEW.end_time, NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO lane_claims (salon_id, lane_key, start_time, end_time, appointment_id)
SELECT salon_id, lane_key, start_time, end_time, id FROM appointments WHERE lane_key IS NOT NULL;
--> statement-breakpoint
ALTER TABLE lane_claims ADD CONSTRAINT lane_claims_no_overlap
  EXCLUDE USING gist (lane_key WITH =, tstzrange(start_time, end_time, '[)') WITH &&);
--> statement-breakpoint
ALTER TABLE appointments DROP CONSTRAINT appointments_lane_no_overlap;
--> statement-breakpoint
CREATE TRIGGER appointments_claim_lane AFTER INSERT OR UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION public.appointments_claim_lane();
--> statement-breakpoint
-- The lanes one block occurrence occupies, claimed afresh: its station, or with the salon's
-- stations on every active station (the salon itself without them; a station block then
-- blocks the salon's one lane, as a station is only a label there, like an appointment's).
-- Same lane lock as appointments_assign_lane, taken in lane order.
CREATE FUNCTION public.claim_block_lanes(p_occurrence uuid) RETURNS void LANGUAGE plpgsql
  SET search_path = '' AS $$
DECLARE
  occ record;
  lane uuid;
BEGIN
  SELECT o.id, o.salon_id, o.start_time, o.end_time, b.station_id, s.stations_enabled, st.salon_id AS station_salon
    INTO occ
    FROM public.time_block_occurrences o
    JOIN public.time_blocks b ON b.id = o.block_id
    JOIN public.salons s ON s.id = o.salon_id
    LEFT JOIN public.stations st ON st.id = b.station_id
    WHERE o.id = p_occurrence
    FOR SHARE OF s;
  IF occ.station_id IS NOT NULL AND occ.station_salon IS DISTINCT FROM occ.salon_id THEN
    RAISE EXCEPTION 'The station belongs to another salon' USING ERRCODE = 'check_violation';
  END IF;
  DELETE FROM public.lane_claims WHERE block_occurrence_id = occ.id;
  FOR lane IN
    SELECT CASE WHEN occ.stations_enabled THEN occ.station_id ELSE occ.salon_id END WHERE occ.station_id IS NOT NULL
    UNION
    SELECT occ.salon_id WHERE occ.station_id IS NULL AND NOT occ.stations_enabled
    UNION
    SELECT st.id FROM public.stations st
      WHERE occ.station_id IS NULL AND occ.stations_enabled AND st.salon_id = occ.salon_id AND st.is_active
    ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(7310002, hashtext(lane::text));
    INSERT INTO public.lane_claims (salon_id, lane_key, start_time, end_time, block_occurrence_id)
    VALUES (occ.salon_id, lane, occ.start_time, occ.end_time, occ.id);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION public.time_block_occurrences_claim() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
BEGIN
  PERFORM public.claim_block_lanes(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER time_block_occurrences_claim AFTER INSERT OR UPDATE OF start_time, end_time ON time_block_occurrences
  FOR EACH ROW EXECUTE FUNCTION public.time_block_occurrences_claim();
--> statement-breakpoint
-- A station added or (de)activated: coming whole-salon blocks of its salon re-claim their
-- lanes, so they cover the stations active now. Past occurrences keep their lanes (history).
CREATE FUNCTION public.stations_reclaim_blocks() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
BEGIN
  PERFORM public.claim_block_lanes(o.id)
    FROM public.time_block_occurrences o JOIN public.time_blocks b ON b.id = o.block_id
    WHERE o.salon_id = NEW.salon_id AND b.station_id IS NULL AND o.end_time > now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stations_reclaim_blocks AFTER INSERT OR UPDATE OF is_active ON stations
  FOR EACH ROW EXECUTE FUNCTION public.stations_reclaim_blocks();
--> statement-breakpoint
-- Same function as in 20261123010745_station_lane_rules, plus: coming block occurrences follow
-- the switch, and a refusal names the lane constraint that now exists.
CREATE OR REPLACE FUNCTION public.salons_relane() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
BEGIN
  IF NEW.stations_enabled THEN
    UPDATE public.appointments a SET station_id = (
      SELECT st.id FROM public.stations st
      WHERE st.salon_id = a.salon_id AND st.is_active AND public.station_can_serve(st.id, a.service_id)
      ORDER BY st.created_at, st.id LIMIT 1)
    WHERE a.salon_id = NEW.id AND a.status <> 'cancelled' AND a.end_time > now()
      AND NOT EXISTS (SELECT 1 FROM public.stations st
        WHERE st.id = a.station_id AND st.is_active AND public.station_can_serve(st.id, a.service_id));
  END IF;
  UPDATE public.appointments SET lane_key = NULL
  WHERE salon_id = NEW.id AND status <> 'cancelled' AND end_time > now();
  PERFORM public.claim_block_lanes(o.id) FROM public.time_block_occurrences o
    WHERE o.salon_id = NEW.id AND o.end_time > now();
  RETURN NULL;
EXCEPTION WHEN exclusion_violation THEN
  RAISE EXCEPTION 'Stations cannot be switched while coming appointments would overlap in one lane'
    USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'lane_claims_no_overlap';
END
$$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.appointments_claim_lane(), public.claim_block_lanes(uuid),
  public.time_block_occurrences_claim(), public.stations_reclaim_blocks() FROM PUBLIC;
--> statement-breakpoint
-- Same rules as the other tables (20261122044119_rules.sql): RLS on, nothing for anon,
-- authenticated reads its own salon's rows.
ALTER TABLE time_blocks ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE time_block_occurrences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE lane_claims ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON time_blocks, time_block_occurrences, lane_claims FROM anon, authenticated;
--> statement-breakpoint
GRANT SELECT ON time_blocks, time_block_occurrences, lane_claims TO authenticated;
--> statement-breakpoint
CREATE POLICY time_blocks_read_own_salon ON time_blocks FOR SELECT TO authenticated
  USING (salon_id = public.current_profile_salon_id() OR public.current_profile_is_admin());
--> statement-breakpoint
CREATE POLICY time_block_occurrences_read_own_salon ON time_block_occurrences FOR SELECT TO authenticated
  USING (salon_id = public.current_profile_salon_id() OR public.current_profile_is_admin());
--> statement-breakpoint
CREATE POLICY lane_claims_read_own_salon ON lane_claims FOR SELECT TO authenticated
  USING (salon_id = public.current_profile_salon_id() OR public.current_profile_is_admin());
