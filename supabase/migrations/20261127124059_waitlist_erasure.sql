-- A client's erasure (erase_client, issue 33 item 7) also removes their waitlist entries (issue
-- 35): the salon's entries with the client's e-mail or phone, matched by the clients' own keys.
-- Its own trigger, so erase_client stays as it is; an entry's held time goes with it (its claims
-- cascade) and is public again.
CREATE FUNCTION public.clients_erase_waitlist() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
BEGIN
  DELETE FROM public.waitlist_entries w
  USING public.salons s
  WHERE w.salon_id = OLD.salon_id AND s.id = w.salon_id
    AND (public.client_email_key(w.customer_email) = OLD.email_key
      OR public.client_phone_key(w.customer_phone, public.dials_hungary(s.country, s.timezone)) = OLD.phone_key);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clients_erase_waitlist AFTER UPDATE OF erased_at ON clients
  FOR EACH ROW WHEN (OLD.erased_at IS NULL AND NEW.erased_at IS NOT NULL)
  EXECUTE FUNCTION public.clients_erase_waitlist();
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.clients_erase_waitlist() FROM PUBLIC;
