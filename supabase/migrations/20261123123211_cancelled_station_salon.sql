-- The station of every appointment belongs to the appointment's salon, cancelled ones too.
-- The lane trigger returned for a cancelled row before its salon check, so a cancelled
-- appointment could point at another salon's station, and un-cancelling it then failed.
-- Same function as in 20261123063356_lane_write_lock (the lane lock included), plus the check
-- for cancelled rows (23514, 'The station belongs to another salon'), share-locking the station
-- like a placement does, so it cannot move to another salon meanwhile (stations_guard).
CREATE OR REPLACE FUNCTION public.appointments_assign_lane() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
DECLARE
  uses_stations boolean;
  station_salon uuid;
  station_active boolean;
  placed boolean;
BEGIN
  IF NEW.status = 'cancelled' THEN
    -- A cancelled row is in no lane, but its station is still one of its salon's.
    IF NEW.station_id IS NOT NULL THEN
      SELECT st.salon_id INTO station_salon FROM public.stations st WHERE st.id = NEW.station_id FOR SHARE;
      IF station_salon IS DISTINCT FROM NEW.salon_id THEN
        RAISE EXCEPTION 'The station belongs to another salon' USING ERRCODE = 'check_violation';
      END IF;
    END IF;
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
      PERFORM pg_advisory_xact_lock(7310002, hashtext(NEW.lane_key::text));
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
  IF placed THEN
    PERFORM pg_advisory_xact_lock(7310002, hashtext(NEW.lane_key::text));
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Existing data: a cancelled appointment on another salon's station keeps no station (it
-- is in no lane, and that station was never its salon's).
UPDATE appointments a SET station_id = NULL
FROM stations st
WHERE st.id = a.station_id AND st.salon_id <> a.salon_id AND a.status = 'cancelled';
