-- Services with segments (DESIGN §10, issue 34): a service may have processing time, in which
-- the client keeps the station and the stylist is free, and a buffer after it that holds the
-- station only. An appointment keeps its service's segments as booked (copied here, never by
-- the app) and claims its lanes by them: the station for [start, end + buffer), the stylist for
-- the hands-on spans only. lib/scheduling/segments.ts is the same rule for the slot finder.

CREATE OR REPLACE VIEW services_with_currency WITH (security_invoker = true) AS
SELECT s.id, s.name, s.duration_minutes, s.price, s.category, s.tooltip, s.is_active, s.salon_id,
       coalesce(c.code, 'HUF') AS currency_code,
       coalesce(c.symbol, 'Ft') AS currency_symbol,
       coalesce(c.symbol_position, 'after') AS symbol_position,
       coalesce(c.decimal_places, 0) AS decimal_places,
       coalesce(c.thousand_separator, ' ') AS thousand_separator,
       coalesce(c.name, 'Hungarian Forint') AS currency_name,
       s.processing_start_minutes, s.processing_minutes, s.buffer_minutes
FROM services s
LEFT JOIN salons sa ON sa.id = s.salon_id
LEFT JOIN currencies c ON c.code = coalesce(s.currency_code, sa.currency_code);
--> statement-breakpoint
-- The stylist's hands-on spans of [p_start, p_end): before and after the processing time, or
-- the whole when there is none (or an appointment shortened by staff ends inside it).
CREATE FUNCTION public.hands_on_spans(p_start timestamptz, p_end timestamptz, p_processing_start integer, p_processing integer)
  RETURNS TABLE (span_start timestamptz, span_end timestamptz) LANGUAGE sql IMMUTABLE SET search_path = '' AS $$
  SELECT p_start, p_end
    WHERE p_processing = 0 OR p_processing_start IS NULL OR p_start + make_interval(mins => p_processing_start) >= p_end
  UNION ALL
  SELECT p_start, p_start + make_interval(mins => p_processing_start)
    WHERE p_processing > 0 AND p_processing_start IS NOT NULL AND p_start + make_interval(mins => p_processing_start) < p_end
  UNION ALL
  SELECT p_start + make_interval(mins => p_processing_start + p_processing), p_end
    WHERE p_processing > 0 AND p_processing_start IS NOT NULL AND p_start + make_interval(mins => p_processing_start + p_processing) < p_end
$$;
--> statement-breakpoint
-- An appointment's segments are its service's when it is booked or given another service; any
-- other write keeps them (nobody sets them by hand).
CREATE FUNCTION public.appointments_attach_segments() RETURNS trigger LANGUAGE plpgsql
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
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Named to run after appointments_assign_lane and before appointments_check_stylist (BEFORE
-- triggers fire in name order).
CREATE TRIGGER appointments_attach_segments BEFORE INSERT OR UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION public.appointments_attach_segments();
--> statement-breakpoint
-- Same function as in 20261123201251_stylists_rules, plus: the station's claim runs on through
-- the buffer, the stylist's covers the hands-on spans only.
CREATE OR REPLACE FUNCTION public.appointments_claim_lane() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.lane_key IS NOT DISTINCT FROM OLD.lane_key AND NEW.salon_id = OLD.salon_id
        AND NEW.start_time = OLD.start_time AND NEW.end_time = OLD.end_time
        AND NEW.processing_start_minutes IS NOT DISTINCT FROM OLD.processing_start_minutes
        AND NEW.processing_minutes = OLD.processing_minutes AND NEW.buffer_minutes = OLD.buffer_minutes THEN
      IF NEW.staff_id IS NOT DISTINCT FROM OLD.staff_id THEN
        RETURN NULL;
      END IF;
      DELETE FROM public.lane_claims WHERE appointment_id = NEW.id AND lane_key = OLD.staff_id;
      IF NEW.lane_key IS NOT NULL AND NEW.staff_id IS NOT NULL THEN
        PERFORM public.claim_stylist_lane(NEW.id, NEW.salon_id, NEW.staff_id, h.span_start, h.span_end)
          FROM public.hands_on_spans(NEW.start_time, NEW.end_time, NEW.processing_start_minutes, NEW.processing_minutes) h;
      END IF;
      RETURN NULL;
    END IF;
    DELETE FROM public.lane_claims WHERE appointment_id = NEW.id;
  END IF;
  IF NEW.lane_key IS NOT NULL THEN
    INSERT INTO public.lane_claims (salon_id, lane_key, start_time, end_time, appointment_id)
    VALUES (NEW.salon_id, NEW.lane_key, NEW.start_time, NEW.end_time + make_interval(mins => NEW.buffer_minutes), NEW.id);
    IF NEW.staff_id IS NOT NULL THEN
      PERFORM public.claim_stylist_lane(NEW.id, NEW.salon_id, NEW.staff_id, h.span_start, h.span_end)
        FROM public.hands_on_spans(NEW.start_time, NEW.end_time, NEW.processing_start_minutes, NEW.processing_minutes) h;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Same function as in 20261123201251_stylists_rules, plus: the stylist must be working in each
-- hands-on span (a break may fall in the processing time), and new segments are checked too.
CREATE OR REPLACE FUNCTION public.appointments_check_stylist() RETURNS trigger LANGUAGE plpgsql
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
  IF coalesce(current_setting('app.outside_hours', true), '') <> 'confirmed' AND EXISTS (
      SELECT 1 FROM public.hands_on_spans(NEW.start_time, NEW.end_time, NEW.processing_start_minutes, NEW.processing_minutes) h
      WHERE NOT public.stylist_works(NEW.staff_id, h.span_start, h.span_end, zone)) THEN
    RAISE EXCEPTION 'The stylist is not working at this time' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.hands_on_spans(timestamptz, timestamptz, integer, integer), public.appointments_attach_segments() FROM PUBLIC;
