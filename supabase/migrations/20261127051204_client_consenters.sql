CREATE INDEX "client_consents_salon_grants_idx" ON "client_consents" USING btree ("salon_id","kind","client_id") WHERE "client_consents"."granted";--> statement-breakpoint
-- Hand-written: the salon's clients whose current consent of a kind is a grant (their latest
-- entry, as client_consent() reads it for one client), read once for a whole list: the Clients
-- list's consent filter. Per row, client_consent() read the list's clients one by one until a
-- page was full: 37 ms at 50,000 clients of whom 1 in 100 consents (bench/client-search.ts).
CREATE FUNCTION public.client_consenters(p_salon uuid, p_kind text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SET search_path = '' AS $$
  SELECT k.client_id FROM public.client_consents k
  WHERE k.salon_id = p_salon AND k.kind = p_kind AND k.granted
    AND NOT EXISTS (SELECT 1 FROM public.client_consents l WHERE l.client_id = k.client_id AND l.kind = p_kind AND l.id > k.id)
$$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.client_consenters(uuid, text) FROM PUBLIC;
