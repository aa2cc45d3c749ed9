-- Placements in one lane take turns. Without this, two writers placing overlapping
-- appointments in one lane at the same instant can each insert their index entry, then wait
-- for the other's exclusion check: a deadlock that PostgreSQL breaks only after
-- deadlock_timeout (1 s), and under load one such wait follows another until the statement
-- timeout. With a transaction lock per lane taken before the row is written, the second
-- writer waits for the first to commit and then gets the constraint's answer (23P01) at once.
-- Same function as in 20261123010745_station_lane_rules, plus the lock where a row is placed.
CREATE OR REPLACE FUNCTION public.appointments_assign_lane() RETURNS trigger LANGUAGE plpgsql
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
