-- Lanes (DESIGN §3, docs/decisions.md "Stations as lanes"): a salon with stations enabled holds
-- one lane per active station, a salon without them is one lane. appointments.lane_key names
-- the lane (station_id or salon_id) and ONE exclusion constraint keeps a lane free of overlaps.
-- A trigger sets lane_key, so the app cannot put an appointment in the wrong lane.

-- Existing data. Salons with the switch on but no active station were one lane in practice
-- and stay so. Under the old per-salon constraint no two live appointments of a salon
-- overlap, so any station is free for them: the first active one (by creation) is taken.
UPDATE salons s SET stations_enabled = false
WHERE s.stations_enabled AND NOT EXISTS (SELECT 1 FROM stations st WHERE st.salon_id = s.id AND st.is_active);
--> statement-breakpoint
UPDATE appointments a SET station_id = (
  SELECT st.id FROM stations st WHERE st.salon_id = a.salon_id AND st.is_active ORDER BY st.created_at, st.id LIMIT 1)
FROM salons s
WHERE s.id = a.salon_id AND s.stations_enabled AND a.status <> 'cancelled'
  AND NOT EXISTS (SELECT 1 FROM stations st WHERE st.id = a.station_id AND st.salon_id = a.salon_id AND st.is_active);
--> statement-breakpoint
UPDATE appointments a SET lane_key = CASE WHEN s.stations_enabled THEN a.station_id ELSE a.salon_id END
FROM salons s
WHERE s.id = a.salon_id AND a.status <> 'cancelled';
--> statement-breakpoint
ALTER TABLE appointments ADD CONSTRAINT appointments_lane_key_set CHECK (status = 'cancelled' OR lane_key IS NOT NULL);
--> statement-breakpoint
-- The per-salon rule becomes a per-lane rule (same half-open ranges, same statuses).
ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap;
--> statement-breakpoint
ALTER TABLE appointments ADD CONSTRAINT appointments_lane_no_overlap
  EXCLUDE USING gist (lane_key WITH =, tstzrange(start_time, end_time, '[)') WITH &&)
  WHERE (status <> 'cancelled');
--> statement-breakpoint
-- A staff member is in one place at a time.
ALTER TABLE appointments ADD CONSTRAINT appointments_staff_no_overlap
  EXCLUDE USING gist (staff_id WITH =, tstzrange(start_time, end_time, '[)') WITH &&)
  WHERE (status <> 'cancelled' AND staff_id IS NOT NULL);
--> statement-breakpoint
-- Which station may take a service: listed stations only, or any when the service has no rows.
-- The scheduling core has the same rule (lib/scheduling/lanes.ts suitableStationIds).
CREATE FUNCTION public.station_can_serve(p_station uuid, p_service uuid) RETURNS boolean
  LANGUAGE sql STABLE SET search_path = '' AS $$
  SELECT p_service IS NULL
      OR NOT EXISTS (SELECT 1 FROM public.station_services WHERE service_id = p_service)
      OR EXISTS (SELECT 1 FROM public.station_services WHERE service_id = p_service AND station_id = p_station)
$$;
--> statement-breakpoint
-- Places an appointment in its lane whenever it is placed: inserted, moved (time, station,
-- salon), un-cancelled, or asked to by setting lane_key (the salon switch does that). Other
-- updates (status, notes, staff) keep the lane it was placed in. The salon row is share-locked
-- so a concurrent switch waits for this transaction (and vice versa); so is the station row
-- against a concurrent deactivation.
CREATE FUNCTION public.appointments_assign_lane() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
DECLARE
  uses_stations boolean;
  station_salon uuid;
  station_active boolean;
  placed boolean;
BEGIN
  IF NEW.status = 'cancelled' THEN
    NEW.lane_key := NULL;
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    placed := true;
  ELSE
    placed := OLD.status = 'cancelled'
      OR NEW.lane_key IS DISTINCT FROM OLD.lane_key
      OR NEW.salon_id IS DISTINCT FROM OLD.salon_id
      OR NEW.station_id IS DISTINCT FROM OLD.station_id
      OR NEW.start_time IS DISTINCT FROM OLD.start_time
      OR NEW.end_time IS DISTINCT FROM OLD.end_time;
    IF NOT placed AND NEW.service_id IS NOT DISTINCT FROM OLD.service_id THEN
      NEW.lane_key := OLD.lane_key;
      RETURN NEW;
    END IF;
  END IF;

  SELECT s.stations_enabled INTO uses_stations FROM public.salons s WHERE s.id = NEW.salon_id FOR SHARE;
  IF NEW.station_id IS NOT NULL THEN
    SELECT st.salon_id, st.is_active INTO station_salon, station_active
      FROM public.stations st WHERE st.id = NEW.station_id FOR SHARE;
    IF station_salon IS DISTINCT FROM NEW.salon_id THEN
      RAISE EXCEPTION 'The station belongs to another salon' USING ERRCODE = 'check_violation';
    END IF;
  END IF;

  IF placed THEN
    IF NOT uses_stations THEN
      NEW.lane_key := NEW.salon_id;
      RETURN NEW;
    END IF;
    IF NEW.station_id IS NULL THEN
      RAISE EXCEPTION 'An appointment of a salon with stations needs a station' USING ERRCODE = 'check_violation';
    END IF;
    IF NOT station_active THEN
      RAISE EXCEPTION 'The station is not active' USING ERRCODE = 'check_violation';
    END IF;
    NEW.lane_key := NEW.station_id;
  ELSE
    NEW.lane_key := OLD.lane_key;
  END IF;
  -- Placed on a station, or its service changed while it sits on one.
  IF NEW.lane_key = NEW.station_id AND NOT public.station_can_serve(NEW.station_id, NEW.service_id) THEN
    RAISE EXCEPTION 'The station cannot take this service' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_assign_lane BEFORE INSERT OR UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION public.appointments_assign_lane();
--> statement-breakpoint
-- Switching stations on or off re-places every appointment that has not ended yet; history
-- keeps the lanes it was booked in. On: one without a usable station gets the first active
-- station that can take its service (they were one lane, so none of them overlap), and the
-- switch is refused when there is none. Off: refused while two of them overlap.
CREATE FUNCTION public.salons_relane() RETURNS trigger LANGUAGE plpgsql
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
  RETURN NULL;
EXCEPTION WHEN exclusion_violation THEN
  RAISE EXCEPTION 'Stations cannot be switched while coming appointments would overlap in one lane'
    USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'appointments_lane_no_overlap';
END
$$;
--> statement-breakpoint
CREATE TRIGGER salons_relane AFTER UPDATE OF stations_enabled ON salons
  FOR EACH ROW WHEN (OLD.stations_enabled IS DISTINCT FROM NEW.stations_enabled)
  EXECUTE FUNCTION public.salons_relane();
--> statement-breakpoint
-- Removing a station is deactivating it (appointments keep their history; deleting a station
-- they point at is refused by the foreign key). Refused while coming appointments sit on it:
-- they are moved first. A station with appointments never changes salon.
CREATE FUNCTION public.stations_guard() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
BEGIN
  IF OLD.is_active AND NOT NEW.is_active AND EXISTS (
    SELECT 1 FROM public.appointments
    WHERE lane_key = OLD.id AND status <> 'cancelled' AND end_time > now()) THEN
    RAISE EXCEPTION 'The station still has coming appointments' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.salon_id IS DISTINCT FROM OLD.salon_id AND EXISTS (
    SELECT 1 FROM public.appointments WHERE station_id = OLD.id) THEN
    RAISE EXCEPTION 'A station with appointments cannot move to another salon' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stations_guard BEFORE UPDATE OF is_active, salon_id ON stations
  FOR EACH ROW EXECUTE FUNCTION public.stations_guard();
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.station_can_serve(uuid, uuid), public.appointments_assign_lane(),
  public.salons_relane(), public.stations_guard() FROM PUBLIC;
--> statement-breakpoint
-- Same rules as the other tables (20261122044119_rules.sql): RLS on, nothing for anon,
-- authenticated reads its own salon's rows.
ALTER TABLE station_services ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON station_services FROM anon, authenticated;
--> statement-breakpoint
GRANT SELECT ON station_services TO authenticated;
--> statement-breakpoint
CREATE POLICY station_services_read_own_salon ON station_services FOR SELECT TO authenticated
  USING (EXISTS (SELECT 1 FROM stations st WHERE st.id = station_id
    AND (st.salon_id = public.current_profile_salon_id() OR public.current_profile_is_admin())));
