-- A client record per client per salon (issue 33 item 1, DESIGN §10, docs/decisions.md "Clients:
-- matched by e-mail, else phone and name"). The app never writes clients: every appointment's
-- client is found or made by the database in the appointment's own statement (the
-- appointments_match_client trigger), so every path that books (public, staff, walk-in, the
-- Instagram import, the seed, plain SQL) links it, and two parallel first bookings of one
-- client meet at a unique index. Existing appointments are linked below by the same rule, set-based.
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"email_key" text,
	"phone_key" text,
	"name_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_salon_id_id_key" ON "clients" USING btree ("salon_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_salon_email_key" ON "clients" USING btree ("salon_id","email_key") WHERE "clients"."email_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_salon_phone_name_key" ON "clients" USING btree ("salon_id","phone_key","name_key") WHERE "clients"."email_key" is null;--> statement-breakpoint
CREATE INDEX "clients_salon_phone_idx" ON "clients" USING btree ("salon_id","phone_key") WHERE "clients"."phone_key" is not null;--> statement-breakpoint
-- The one normalisation of a client's e-mail: without any white space, lower-cased; null when empty.
CREATE FUNCTION public.client_email_key(email text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT nullif(lower(regexp_replace(email, '\s+', '', 'g')), '') $$;
--> statement-breakpoint
-- The one normalisation of a client's name: trimmed, spaces collapsed, lower-cased, accents folded
-- as the staff search folds them (search_fold).
CREATE FUNCTION public.client_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT nullif(public.search_fold(lower(regexp_replace(btrim(name), '\s+', ' ', 'g'))), '') $$;
--> statement-breakpoint
-- Whether a salon's numbers are Hungarian ones: its country says Hungary, or it names no
-- country and keeps Budapest's time (the product's default salon).
CREATE FUNCTION public.dials_hungary(country text, timezone text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN nullif(btrim(country), '') IS NULL THEN timezone = 'Europe/Budapest'
                    ELSE lower(btrim(country)) IN ('hu', 'hungary', 'magyarország', 'magyarorszag') END $$;
--> statement-breakpoint
-- The one normalisation of a client's phone: its digits, with the leading '+' kept; '00' is the
-- international '+', and in a Hungarian salon the national '06' is '+36' ('06 30 123 4567' and
-- '+36 30 123 4567' are one number). Fewer than 6 digits (lib/validation/phone.ts
-- PHONE_MIN_DIGITS) is no callable number: null.
CREATE FUNCTION public.client_phone_key(phone text, hungarian boolean) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE
    WHEN length(digits) < 6 THEN NULL
    WHEN btrim(phone) LIKE '+%' THEN '+' || digits
    WHEN digits LIKE '00%' THEN '+' || substr(digits, 3)
    WHEN hungarian AND digits LIKE '06%' THEN '+36' || substr(digits, 3)
    ELSE digits END
  FROM (SELECT regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') AS digits) AS parts $$;
--> statement-breakpoint
-- A client's keys follow its name, e-mail and phone, whoever writes them.
CREATE FUNCTION public.clients_set_keys() RETURNS trigger LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  NEW.email_key := public.client_email_key(NEW.email);
  NEW.name_key := public.client_name_key(NEW.name);
  NEW.phone_key := public.client_phone_key(NEW.phone,
    (SELECT public.dials_hungary(s.country, s.timezone) FROM public.salons s WHERE s.id = NEW.salon_id));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clients_set_keys BEFORE INSERT OR UPDATE OF salon_id, name, email, phone ON public.clients
  FOR EACH ROW EXECUTE FUNCTION public.clients_set_keys();
--> statement-breakpoint
CREATE TRIGGER clients_touch_updated_at BEFORE UPDATE ON public.clients
  FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
--> statement-breakpoint
-- The salon's client for a booking's details, found or made (docs/decisions.md):
-- 1. the client with the same e-mail;
-- 2. else the client with the same phone AND name whose e-mail does not differ: the one without
--    an e-mail, else the only one (a family sharing a phone are different names: different
--    clients; the same name and phone under two e-mails is ambiguous: a new record, never a guess);
-- 3. else a new client.
-- A found client's missing e-mail or phone is filled in from the booking; nothing else of it changes.
-- Race-safe: a new client is INSERT … ON CONFLICT DO NOTHING against the unique indexes, and a
-- lost race (or a gap another booking filled meanwhile) looks again.
CREATE FUNCTION public.match_client(p_salon uuid, p_name text, p_email text, p_phone text) RETURNS uuid
  LANGUAGE plpgsql SET search_path = '' AS $$
DECLARE
  e_key text := public.client_email_key(p_email);
  n_key text := public.client_name_key(p_name);
  p_key text := public.client_phone_key(p_phone,
    (SELECT public.dials_hungary(s.country, s.timezone) FROM public.salons s WHERE s.id = p_salon));
  found_id uuid;
  candidates int;
  without_email boolean;
BEGIN
  FOR attempt IN 1..5 LOOP
    IF e_key IS NOT NULL THEN
      SELECT c.id INTO found_id FROM public.clients c WHERE c.salon_id = p_salon AND c.email_key = e_key;
      IF found_id IS NOT NULL THEN
        IF p_key IS NOT NULL THEN
          UPDATE public.clients c SET phone = btrim(p_phone) WHERE c.id = found_id AND c.phone_key IS NULL;
        END IF;
        RETURN found_id;
      END IF;
    END IF;
    IF p_key IS NOT NULL AND n_key IS NOT NULL THEN
      SELECT (array_agg(c.id ORDER BY c.email_key IS NOT NULL, c.created_at, c.id))[1], count(*), bool_or(c.email_key IS NULL)
        INTO found_id, candidates, without_email
        FROM public.clients c
        WHERE c.salon_id = p_salon AND c.phone_key = p_key AND c.name_key = n_key AND (e_key IS NULL OR c.email_key IS NULL);
      IF found_id IS NOT NULL AND (without_email OR candidates = 1) THEN
        IF e_key IS NULL THEN RETURN found_id; END IF;
        BEGIN
          UPDATE public.clients c SET email = btrim(p_email) WHERE c.id = found_id AND c.email_key IS NULL;
          IF FOUND THEN RETURN found_id; END IF;
        EXCEPTION WHEN unique_violation THEN
          NULL; -- the e-mail's own client appeared meanwhile: look again
        END;
        CONTINUE;
      END IF;
    END IF;
    INSERT INTO public.clients (salon_id, name, email, phone)
    VALUES (p_salon, btrim(p_name), nullif(btrim(p_email), ''), nullif(btrim(p_phone), ''))
    ON CONFLICT DO NOTHING
    RETURNING id INTO found_id;
    IF found_id IS NOT NULL THEN RETURN found_id; END IF;
  END LOOP;
  RAISE EXCEPTION 'no client for the booking after repeated races' USING ERRCODE = '40001';
END
$$;
--> statement-breakpoint
-- Fills a null client_id from the customer's details: every insert the app makes, and an edit
-- that changed the customer's details and so set it null (features/appointments/data/appointment-edits.ts).
-- A client_id the writer names (a later merge) is kept; the foreign key keeps it in the salon.
CREATE FUNCTION public.appointments_match_client() RETURNS trigger LANGUAGE plpgsql SET search_path = '' AS $$
BEGIN
  NEW.client_id := public.match_client(NEW.salon_id, NEW.customer_name, NEW.customer_email, NEW.customer_phone);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Existing appointments, by the same rule applied to the set: first every e-mail (the client keeps
-- its earliest appointment's name and e-mail, and its earliest phone); then phone and name
-- without an e-mail, to the only e-mail client with that phone and name, else one new client per
-- phone and name; an appointment with neither e-mail nor phone gets a client of its own.
CREATE TEMP TABLE client_links ON COMMIT DROP AS
SELECT a.id AS appointment_id, a.salon_id, a.created_at, btrim(a.customer_name) AS name,
       nullif(btrim(a.customer_email), '') AS email, nullif(btrim(a.customer_phone), '') AS phone,
       public.client_email_key(a.customer_email) AS email_key,
       public.client_phone_key(a.customer_phone, public.dials_hungary(s.country, s.timezone)) AS phone_key,
       public.client_name_key(a.customer_name) AS name_key,
       NULL::uuid AS client_id
FROM public.appointments a JOIN public.salons s ON s.id = a.salon_id;
--> statement-breakpoint
-- (A MATERIALIZED group list: its new ids are drawn once, however the join below is planned.)
WITH g AS MATERIALIZED (SELECT salon_id, email_key, gen_random_uuid() AS id FROM client_links WHERE email_key IS NOT NULL GROUP BY 1, 2)
UPDATE client_links l SET client_id = g.id FROM g
WHERE l.salon_id = g.salon_id AND l.email_key = g.email_key;
--> statement-breakpoint
INSERT INTO public.clients (id, salon_id, name, email, phone, created_at)
SELECT DISTINCT ON (client_id) client_id, salon_id, name, email,
       first_value(phone) OVER (PARTITION BY client_id ORDER BY phone_key IS NULL, created_at, appointment_id), created_at
FROM client_links WHERE client_id IS NOT NULL
ORDER BY client_id, created_at, appointment_id;
--> statement-breakpoint
UPDATE client_links l SET client_id = c.id
FROM (SELECT salon_id, phone_key, name_key, min(id::text)::uuid AS id FROM public.clients
      WHERE phone_key IS NOT NULL AND name_key IS NOT NULL GROUP BY 1, 2, 3 HAVING count(*) = 1) c
WHERE l.client_id IS NULL AND l.salon_id = c.salon_id AND l.phone_key = c.phone_key AND l.name_key = c.name_key;
--> statement-breakpoint
WITH g AS MATERIALIZED (SELECT salon_id, phone_key, name_key, gen_random_uuid() AS id FROM client_links
      WHERE client_id IS NULL AND phone_key IS NOT NULL AND name_key IS NOT NULL GROUP BY 1, 2, 3)
UPDATE client_links l SET client_id = g.id FROM g
WHERE l.client_id IS NULL AND l.salon_id = g.salon_id AND l.phone_key = g.phone_key AND l.name_key = g.name_key;
--> statement-breakpoint
UPDATE client_links SET client_id = gen_random_uuid() WHERE client_id IS NULL;
--> statement-breakpoint
INSERT INTO public.clients (id, salon_id, name, email, phone, created_at)
SELECT DISTINCT ON (client_id) client_id, salon_id, name, email, phone, created_at
FROM client_links ORDER BY client_id, created_at, appointment_id
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- The link is no change to the appointment: none of its triggers (lanes, feed, updated_at) runs.
ALTER TABLE public.appointments DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE public.appointments a SET client_id = l.client_id FROM client_links l WHERE a.id = l.appointment_id;
--> statement-breakpoint
ALTER TABLE public.appointments ENABLE TRIGGER USER;
--> statement-breakpoint
CREATE TRIGGER appointments_match_client BEFORE INSERT OR UPDATE OF client_id ON public.appointments
  FOR EACH ROW WHEN (NEW.client_id IS NULL) EXECUTE FUNCTION public.appointments_match_client();
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_fk" FOREIGN KEY ("salon_id","client_id") REFERENCES "public"."clients"("salon_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_client_start_idx" ON "appointments" USING btree ("client_id","start_time");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_set" CHECK ("appointments"."client_id" is not null);
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.clients_set_keys(), public.match_client(uuid, text, text, text), public.appointments_match_client() FROM PUBLIC;
--> statement-breakpoint
-- Read and written by the app server only: no Data API access at all (like appointment_changes).
ALTER TABLE clients ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON clients FROM anon, authenticated;
