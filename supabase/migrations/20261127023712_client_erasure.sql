ALTER TABLE "clients" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "client_retention_months" integer;--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_client_retention_range" CHECK ("salons"."client_retention_months" between 1 and 120);--> statement-breakpoint
-- Hand-written below (issue 33 item 7, docs/decisions.md "Clients: erase, export, retention").
-- The texts one client's erasure looks for: the client's and each of its appointments' name,
-- e-mail, phone and Instagram handle as written, plus the keys the app derives from them (the
-- e-mail lower-cased, the phone's digits); shorter than 3 characters is no safe needle.
CREATE FUNCTION public.client_erasure_needles(p_client uuid) RETURNS text[] LANGUAGE sql STABLE SET search_path = '' AS $$
  SELECT coalesce(array_agg(DISTINCT v ORDER BY v), '{}') FROM (
    SELECT unnest(ARRAY[btrim(c.name), btrim(c.email), btrim(c.phone), c.email_key,
                        nullif(regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g'), '')]) AS v
    FROM public.clients c WHERE c.id = p_client
    UNION ALL
    SELECT unnest(ARRAY[btrim(a.customer_name), btrim(a.customer_email), btrim(a.customer_phone), btrim(a.customer_instagram),
                        public.client_email_key(a.customer_email),
                        nullif(regexp_replace(coalesce(a.customer_phone, ''), '[^0-9]', '', 'g'), '')])
    FROM public.appointments a WHERE a.client_id = p_client
  ) s WHERE length(v) >= 3 $$;
--> statement-breakpoint
-- A text with every needle replaced (case-insensitively, as plain text, and only where it is not
-- part of a longer word: erasing 'Kata Tóth' leaves 'Kata Tóthné' alone) by '[erased]'.
CREATE FUNCTION public.redact_text(t text, needles text[]) RETURNS text LANGUAGE plpgsql IMMUTABLE SET search_path = '' AS $$
DECLARE
  needle text;
BEGIN
  IF t IS NULL THEN RETURN NULL; END IF;
  -- Longest first: a name inside a longer e-mail leaves no part of the e-mail behind.
  FOR needle IN SELECT n FROM unnest(needles) n ORDER BY length(n) DESC LOOP
    t := regexp_replace(t, '(^|[^[:alnum:]_])' || regexp_replace(needle, '([.*+?^${}()|\[\]\\])', '\\\1', 'g') || '(?=$|[^[:alnum:]_])',
                        '\1[erased]', 'gi');
  END LOOP;
  RETURN t;
END
$$;
--> statement-breakpoint
-- Erases one client of one salon, in the caller's transaction: every table that held the client's
-- name, e-mail, phone, notes or free text loses them; the appointments stay (status, times,
-- service, stylist, station, price) under the name 'Erased client', so the schedule and analytics
-- stay true. Returns the number of appointments anonymised, or null when the salon has no such
-- client. A table added later that holds a client's text (notes, consents, …) is erased HERE,
-- in the section marked "every other table", so that no path forgets it.
CREATE FUNCTION public.erase_client(p_salon uuid, p_client uuid) RETURNS integer
  LANGUAGE plpgsql SET search_path = '' AS $$
DECLARE
  needles text[];
  appointment_ids uuid[];
  erased_name constant text := 'Erased client';
BEGIN
  PERFORM 1 FROM public.clients c WHERE c.id = p_client AND c.salon_id = p_salon FOR UPDATE;
  IF NOT FOUND THEN RETURN NULL; END IF;
  needles := public.client_erasure_needles(p_client);
  SELECT coalesce(array_agg(a.id), '{}') INTO appointment_ids FROM public.appointments a WHERE a.client_id = p_client;

  -- Messages about the client's appointments: what was not sent yet is cancelled (a reminder to
  -- an erased client never goes out); every one keeps its kind, status and times for the
  -- delivery log, its text is gone, and an address of the client's is no longer kept.
  UPDATE public.messages m SET
    status = CASE WHEN m.status IN ('queued', 'held') THEN 'cancelled' ELSE m.status END,
    locked_until = CASE WHEN m.status IN ('queued', 'held') THEN NULL ELSE m.locked_until END,
    recipient = CASE WHEN public.client_email_key(m.recipient) = ANY (needles) THEN '[erased]' ELSE m.recipient END,
    subject = '[erased]', body = '[erased]', ics = NULL, unsubscribe_url = NULL,
    last_error = public.redact_text(m.last_error, needles)
  WHERE m.appointment_id = ANY (appointment_ids);
  -- Every message of the salon about no appointment that names the client (a digest of notices):
  -- the client's texts replaced, the rest (another client's lines) kept.
  IF cardinality(needles) > 0 THEN
    UPDATE public.messages m SET
      status = CASE WHEN m.status IN ('queued', 'held') AND public.client_email_key(m.recipient) = ANY (needles) THEN 'cancelled' ELSE m.status END,
      recipient = public.redact_text(m.recipient, needles), subject = public.redact_text(m.subject, needles),
      body = public.redact_text(m.body, needles), ics = public.redact_text(m.ics, needles),
      unsubscribe_url = public.redact_text(m.unsubscribe_url, needles), last_error = public.redact_text(m.last_error, needles)
    WHERE m.salon_id = p_salon AND m.appointment_id IS NULL AND EXISTS (
      SELECT 1 FROM unnest(needles) n
      WHERE strpos(lower(m.recipient || ' ' || m.subject || ' ' || m.body || ' ' || coalesce(m.ics, '') || ' ' || coalesce(m.last_error, '')), lower(n)) > 0);
    -- The delivery log's attempts (an SMTP answer may quote the address).
    UPDATE public.message_attempts t SET detail = public.redact_text(t.detail, needles)
    FROM public.messages m
    WHERE t.message_id = m.id AND m.salon_id = p_salon AND t.detail IS NOT NULL
      AND EXISTS (SELECT 1 FROM unnest(needles) n WHERE strpos(lower(t.detail), lower(n)) > 0);
    -- Rate-limit counters keyed by the client's address or phone (the per-address mail cap, the
    -- booking limit without a client address): dropped; a counter is no record worth keeping.
    DELETE FROM public.rate_limits r
    WHERE EXISTS (SELECT 1 FROM unnest(needles) n WHERE strpos(lower(r.key), lower(n)) > 0);
  END IF;

  -- The appointments, anonymised; their change feed rows hold no text (kind, actor, times) and
  -- this rewrite adds none (app.erasing: appointments_record_change skips it). A new manage token
  -- ends the client's old link.
  PERFORM set_config('app.erasing', 'on', true);
  UPDATE public.appointments a SET
    customer_name = erased_name, customer_email = NULL, customer_phone = NULL, customer_instagram = NULL,
    notes = NULL, internal_notes = NULL, visit_note = NULL, csrf_token = NULL,
    manage_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
    location = public.redact_text(a.location, needles)
  WHERE a.client_id = p_client;
  PERFORM set_config('app.erasing', 'off', true);

  -- Every other table that holds a client's text: erase it here. (client_notes and
  -- appointments.visit_note come with the client card's migration, after this one; the function
  -- reads them when it runs.)
  DELETE FROM public.client_notes n WHERE n.client_id = p_client;

  UPDATE public.clients c SET name = erased_name, email = NULL, phone = NULL, erased_at = now()
  WHERE c.id = p_client;
  RETURN cardinality(appointment_ids);
END
$$;
--> statement-breakpoint
-- Retention: erases, salon by salon, the clients whose salon keeps clients for
-- client_retention_months and whose last visit (or, never visited, their creation) is before
-- that many months ago, and who have no coming appointment. Run by the message worker's
-- periodic pass (features/messages/worker.ts). Returns how many clients it erased.
CREATE FUNCTION public.erase_stale_clients(p_now timestamptz DEFAULT now()) RETURNS integer
  LANGUAGE plpgsql SET search_path = '' AS $$
DECLARE
  stale record;
  erased integer := 0;
BEGIN
  FOR stale IN
    SELECT c.salon_id, c.id FROM public.salons s
    JOIN public.clients c ON c.salon_id = s.id
    WHERE s.client_retention_months IS NOT NULL AND c.erased_at IS NULL
      AND coalesce(c.last_visit_at, c.created_at) < p_now - make_interval(months => s.client_retention_months)
      AND NOT EXISTS (SELECT 1 FROM public.appointments a
                      WHERE a.client_id = c.id AND a.end_time > p_now AND a.status IN ('confirmed', 'pending'))
    ORDER BY c.salon_id, c.id
    FOR UPDATE OF c SKIP LOCKED
  LOOP
    PERFORM public.erase_client(stale.salon_id, stale.id);
    erased := erased + 1;
  END LOOP;
  RETURN erased;
END
$$;
--> statement-breakpoint
-- The change feed says nothing about an erasure's rewrite of the appointments (no row per
-- anonymised appointment on every dashboard): the rest as in live_change_feed_trigger.
CREATE OR REPLACE FUNCTION public.appointments_record_change() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
DECLARE
  change text;
BEGIN
  IF current_setting('app.erasing', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    -- A row written as cancelled takes no time on the book: nothing to tell.
    IF NEW.status = 'cancelled' THEN RETURN NULL; END IF;
    change := 'booked';
  ELSIF NEW.status = 'cancelled' AND OLD.status <> 'cancelled' THEN
    change := 'cancelled';
  ELSIF (NEW.salon_id, NEW.start_time, NEW.end_time, NEW.status, NEW.service_id, NEW.station_id, NEW.staff_id, NEW.customer_name)
        IS DISTINCT FROM (OLD.salon_id, OLD.start_time, OLD.end_time, OLD.status, OLD.service_id, OLD.station_id, OLD.staff_id, OLD.customer_name) THEN
    change := 'changed';
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO public.appointment_changes (salon_id, appointment_id, kind, actor, tx_id)
  VALUES (
    NEW.salon_id,
    NEW.id,
    change,
    CASE WHEN current_setting('app.change_actor', true) = 'visitor' THEN 'visitor' ELSE 'staff' END,
    pg_current_xact_id()::text::bigint
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE INDEX clients_salon_erasable_idx ON public.clients (salon_id, coalesce(last_visit_at, created_at)) WHERE erased_at IS NULL;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.client_erasure_needles(uuid), public.redact_text(text, text[]),
  public.erase_client(uuid, uuid), public.erase_stale_clients(timestamptz) FROM PUBLIC;
