-- A message written as facts (messages_as_facts) given literal text loses its facts: erase_client
-- writes '[erased]' over the subject and body of the messages about a client's appointments, and
-- that text, not the facts (the client's name, address and times), is what the row keeps. Its
-- own trigger, so erase_client stays as it is.
CREATE FUNCTION public.messages_text_replaces_facts() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
BEGIN
  NEW.facts := NULL;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER messages_text_replaces_facts BEFORE UPDATE OF subject, body ON messages
  FOR EACH ROW WHEN (NEW.facts IS NOT NULL AND NEW.subject IS NOT NULL AND NEW.body IS NOT NULL)
  EXECUTE FUNCTION public.messages_text_replaces_facts();
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.messages_text_replaces_facts() FROM PUBLIC;
