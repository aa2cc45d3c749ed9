-- Same function as in 20261127124056_waitlist_holds, plus: a lane change that frees no lane
-- the salon books on (stations switched on or off re-lane the coming appointments) offers
-- nothing. Before, the old claim on the salon's lane went to a waiting client as a hold on a
-- lane nobody books on any more, while the appointment still sat at that time.
CREATE OR REPLACE FUNCTION public.appointments_cede_to_waitlist() RETURNS trigger LANGUAGE plpgsql
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
  -- Only a lane the salon books on now: switching stations on or off re-lanes every coming
  -- appointment (salons_relane), and the lane it leaves is no lane any more, nothing freed.
  IF NOT EXISTS (SELECT 1 FROM public.salons s WHERE s.id = OLD.salon_id
      AND CASE WHEN s.stations_enabled
        THEN EXISTS (SELECT 1 FROM public.stations st WHERE st.id = OLD.lane_key AND st.is_active)
        ELSE OLD.lane_key = s.id END) THEN
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
