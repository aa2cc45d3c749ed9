-- Several services in one visit (DESIGN §10, issue 34 item 2): a visit is several appointments
-- sharing a visit_id, laid end to end on one station in start order, booked in one transaction
-- (features/booking/data/visit-booking.ts). Each part claims its lanes as any appointment does
-- (the station for its time, its stylist while hands-on); only the LAST part keeps its clean-up
-- buffer, since a buffer between two parts would make the visit collide with itself.
-- lib/scheduling/segments.ts layOutVisit is the same rule for the slot finder.

-- Same function as in 20261127080802_service_segments_claims, plus: a part of a visit followed
-- on its lane by another part of the same visit (one starting where it ends) keeps no buffer.
-- Parts are therefore inserted last first; a move keeps the copy, as for any appointment.
CREATE OR REPLACE FUNCTION public.appointments_attach_segments() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.service_id IS NOT DISTINCT FROM OLD.service_id THEN
    NEW.processing_start_minutes := OLD.processing_start_minutes;
    NEW.processing_minutes := OLD.processing_minutes;
    NEW.buffer_minutes := OLD.buffer_minutes;
  ELSIF NEW.service_id IS NULL THEN
    IF TG_OP = 'INSERT' THEN
      NEW.processing_start_minutes := NULL;
      NEW.processing_minutes := 0;
      NEW.buffer_minutes := 0;
    ELSE
      -- The service deleted: the appointment keeps what it was booked with.
      NEW.processing_start_minutes := OLD.processing_start_minutes;
      NEW.processing_minutes := OLD.processing_minutes;
      NEW.buffer_minutes := OLD.buffer_minutes;
    END IF;
  ELSE
    SELECT s.processing_start_minutes, s.processing_minutes, s.buffer_minutes
      INTO NEW.processing_start_minutes, NEW.processing_minutes, NEW.buffer_minutes
      FROM public.services s WHERE s.id = NEW.service_id;
    IF NEW.visit_id IS NOT NULL AND NEW.buffer_minutes > 0 AND EXISTS (
        SELECT 1 FROM public.appointments a
        WHERE a.visit_id = NEW.visit_id AND a.id <> NEW.id AND a.status <> 'cancelled'
          AND a.start_time = NEW.end_time AND a.lane_key IS NOT DISTINCT FROM NEW.lane_key) THEN
      NEW.buffer_minutes := 0;
    END IF;
  END IF;
  RETURN NEW;
END
$$;
