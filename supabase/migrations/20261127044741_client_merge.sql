-- Merging two client records of one salon (issue 33 item 4, docs/decisions.md "Clients: merging
-- duplicates"). One function, run in one transaction by the merge and by its preview (which rolls
-- back), so the preview shows exactly what the merge does. Everything that points at a client
-- follows the kept one: appointments (the statement trigger recounts both clients' visit
-- totals), notes, the consent ledger (its append-only trigger lets client_id alone change; the
-- current consent of a kind stays the latest entry by id, now across both histories) and
-- messages. The other record is then deleted, and the kept one keeps its name, e-mail and phone,
-- taking the other's e-mail or phone only where it has none (after the delete: the unique keys
-- hold, or the update meets them and the whole merge is undone). Returns the number of
-- appointments moved, or null when the salon has no such pair of live (not erased) clients.
CREATE FUNCTION public.merge_clients(p_salon uuid, p_keep uuid, p_other uuid) RETURNS integer
  LANGUAGE plpgsql SET search_path = '' AS $$
DECLARE
  keep_row public.clients;
  other_row public.clients;
  moved integer;
BEGIN
  IF p_keep = p_other THEN
    RAISE EXCEPTION 'a client cannot be merged with itself' USING ERRCODE = '22023';
  END IF;
  -- Both rows locked in id order, as refresh_clients_stats locks them: no crosswise waits.
  PERFORM 1 FROM public.clients c WHERE c.id IN (p_keep, p_other) ORDER BY c.id FOR UPDATE;
  SELECT * INTO keep_row FROM public.clients c WHERE c.id = p_keep AND c.salon_id = p_salon AND c.erased_at IS NULL;
  SELECT * INTO other_row FROM public.clients c WHERE c.id = p_other AND c.salon_id = p_salon AND c.erased_at IS NULL;
  IF keep_row.id IS NULL OR other_row.id IS NULL THEN RETURN NULL; END IF;

  UPDATE public.client_consents k SET client_id = p_keep WHERE k.client_id = p_other;
  UPDATE public.client_notes n SET client_id = p_keep WHERE n.client_id = p_other;
  -- The merged ledger decides the marketing messages still waiting: without live consent they
  -- are withdrawn (as a withdrawal withdraws them), the rest follow the kept client.
  IF NOT public.client_consent(p_keep, 'marketing') THEN
    UPDATE public.messages m SET status = 'cancelled', locked_until = NULL
    WHERE m.client_id IN (p_keep, p_other) AND m.kind = 'marketing' AND m.status = 'queued';
  END IF;
  UPDATE public.messages m SET client_id = p_keep WHERE m.client_id = p_other;
  UPDATE public.appointments a SET client_id = p_keep WHERE a.client_id = p_other;
  GET DIAGNOSTICS moved = ROW_COUNT;

  DELETE FROM public.clients c WHERE c.id = p_other;
  -- No-show clearing: the earlier of the two marks, so no no-show staff did not clear counts less
  -- after the merge; a record never cleared that has no-shows leaves no mark at all.
  UPDATE public.clients c SET
    email = coalesce(c.email, other_row.email),
    phone = coalesce(c.phone, other_row.phone),
    created_at = least(c.created_at, other_row.created_at),
    no_shows_cleared_at = CASE
      WHEN (keep_row.no_shows_cleared_at IS NULL AND keep_row.no_show_count > 0)
        OR (other_row.no_shows_cleared_at IS NULL AND other_row.no_show_count > 0) THEN NULL
      ELSE least(keep_row.no_shows_cleared_at, other_row.no_shows_cleared_at) END
  WHERE c.id = p_keep;
  RETURN moved;
END
$$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.merge_clients(uuid, uuid, uuid) FROM PUBLIC;
