-- Clients' visit totals recounted once per statement, not once per row (docs/decisions.md
-- "Clients: visit totals stored on the client"). Per row, a statement writing many appointments
-- of one client recounted all of that client's appointments for each of them: 5,000 rows of one
-- client passed PostgreSQL 15's 5 s statement timeout. Per statement, each client the statement
-- touched is recounted once, set-based, from the (client_id, start_time) index.
DROP TRIGGER appointments_client_stats ON public.appointments;
--> statement-breakpoint
DROP FUNCTION public.appointments_client_stats();
--> statement-breakpoint
DROP FUNCTION public.refresh_client_stats(uuid);
--> statement-breakpoint
-- The clients' rows are locked first, in one order (two statements touching the same clients
-- never wait on each other crosswise), so that two parallel bookings of one client count each
-- other: the recount is a later statement than the lock and sees what the other one committed.
CREATE FUNCTION public.refresh_clients_stats(p_clients uuid[]) RETURNS void LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  IF cardinality(p_clients) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM public.clients c WHERE c.id = ANY (p_clients) ORDER BY c.id FOR UPDATE;
  UPDATE public.clients c SET
    last_visit_at = s.last_visit_at, visit_count = s.visit_count, no_show_count = s.no_show_count
  FROM (SELECT t.id,
               max(a.start_time) FILTER (WHERE a.status NOT IN ('cancelled', 'no_show', 'rescheduled')) AS last_visit_at,
               count(a.id) FILTER (WHERE a.status NOT IN ('cancelled', 'no_show', 'rescheduled'))::int AS visit_count,
               count(a.id) FILTER (WHERE a.status = 'no_show')::int AS no_show_count
        FROM unnest(p_clients) AS t(id) LEFT JOIN public.appointments a ON a.client_id = t.id
        GROUP BY t.id) s
  WHERE c.id = s.id
    AND (c.last_visit_at IS DISTINCT FROM s.last_visit_at OR c.visit_count <> s.visit_count OR c.no_show_count <> s.no_show_count);
END
$$;
--> statement-breakpoint
-- The clients a statement's inserted, deleted or changed (client, status or start) appointments
-- were and are for. One function for three triggers: a trigger with transition tables has one event.
CREATE FUNCTION public.appointments_clients_stats() RETURNS trigger LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.refresh_clients_stats(ARRAY(SELECT DISTINCT n.client_id FROM new_rows n WHERE n.client_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.refresh_clients_stats(ARRAY(SELECT DISTINCT o.client_id FROM old_rows o WHERE o.client_id IS NOT NULL));
  ELSE
    PERFORM public.refresh_clients_stats(ARRAY(
      SELECT DISTINCT changed.client_id
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
           LATERAL (VALUES (o.client_id), (n.client_id)) AS changed(client_id)
      WHERE changed.client_id IS NOT NULL
        AND (o.client_id, o.status, o.start_time) IS DISTINCT FROM (n.client_id, n.status, n.start_time)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_clients_stats_insert AFTER INSERT ON public.appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.appointments_clients_stats();
--> statement-breakpoint
CREATE TRIGGER appointments_clients_stats_delete AFTER DELETE ON public.appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.appointments_clients_stats();
--> statement-breakpoint
CREATE TRIGGER appointments_clients_stats_update AFTER UPDATE ON public.appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.appointments_clients_stats();
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.refresh_clients_stats(uuid[]), public.appointments_clients_stats() FROM PUBLIC;
