-- Rules Drizzle cannot express: no-overlap constraint, triggers, the currency view,
-- reference currencies, and Row Level Security fit for Supabase's Data API.

-- Roles and auth.uid() exist on Supabase; create stand-ins elsewhere (PGlite, plain
-- PostgreSQL) so the same policies apply and can be tested with SET ROLE.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN CREATE ROLE anon NOLOGIN; END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN CREATE ROLE authenticated NOLOGIN; END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'service_role') THEN CREATE ROLE service_role NOLOGIN BYPASSRLS; END IF;
  IF to_regprocedure('auth.uid()') IS NULL THEN
    CREATE SCHEMA IF NOT EXISTS auth;
    CREATE FUNCTION auth.uid() RETURNS uuid LANGUAGE sql STABLE AS
      $fn$ SELECT nullif(current_setting('request.jwt.claim.sub', true), '')::uuid $fn$;
    GRANT USAGE ON SCHEMA auth TO anon, authenticated;
  END IF;
END
$$;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- No double booking: two non-cancelled appointments of one salon never overlap.
-- Half-open ranges, so back-to-back appointments are allowed. The availability
-- check in lib/scheduling uses the same scope (salon) and the same rule.
ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
  EXCLUDE USING gist (salon_id WITH =, tstzrange(start_time, end_time, '[)') WITH &&)
  WHERE (status <> 'cancelled');
--> statement-breakpoint
CREATE FUNCTION public.touch_updated_at() RETURNS trigger LANGUAGE plpgsql
  SET search_path = '' AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER salons_touch_updated_at BEFORE UPDATE ON salons
  FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER appointments_touch_updated_at BEFORE UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
--> statement-breakpoint
INSERT INTO currencies (code, name, symbol, symbol_position, decimal_places, thousand_separator) VALUES
  ('HUF', 'Hungarian Forint', 'Ft', 'after', 0, ' '),
  ('EUR', 'Euro', '€', 'before', 2, ' '),
  ('USD', 'US Dollar', '$', 'before', 2, ','),
  ('GBP', 'Pound Sterling', '£', 'before', 2, ','),
  ('JPY', 'Japanese Yen', '¥', 'before', 0, ','),
  ('CAD', 'Canadian Dollar', 'C$', 'before', 2, ','),
  ('AUD', 'Australian Dollar', 'A$', 'before', 2, ',')
ON CONFLICT (code) DO NOTHING;
--> statement-breakpoint
-- Services with their currency, falling back to HUF / Ft / after / 0 decimals / space.
CREATE VIEW services_with_currency WITH (security_invoker = true) AS
SELECT s.id, s.name, s.duration_minutes, s.price, s.category, s.tooltip, s.is_active, s.salon_id,
       coalesce(c.code, 'HUF') AS currency_code,
       coalesce(c.symbol, 'Ft') AS currency_symbol,
       coalesce(c.symbol_position, 'after') AS symbol_position,
       coalesce(c.decimal_places, 0) AS decimal_places,
       coalesce(c.thousand_separator, ' ') AS thousand_separator,
       coalesce(c.name, 'Hungarian Forint') AS currency_name
FROM services s
LEFT JOIN currencies c ON c.code = s.currency_code;
--> statement-breakpoint
-- Who is asking, for policies. SECURITY DEFINER so reading the caller's own profile
-- does not recurse through the users policy.
CREATE FUNCTION public.current_profile_salon_id() RETURNS uuid LANGUAGE sql STABLE
  SECURITY DEFINER SET search_path = '' AS
  $$ SELECT salon_id FROM public.users WHERE id = auth.uid() $$;
--> statement-breakpoint
CREATE FUNCTION public.current_profile_is_admin() RETURNS boolean LANGUAGE sql STABLE
  SECURITY DEFINER SET search_path = '' AS
  $$ SELECT coalesce((SELECT role = 'admin' FROM public.users WHERE id = auth.uid()), false) $$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION public.current_profile_salon_id(), public.current_profile_is_admin(), public.touch_updated_at() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.current_profile_salon_id(), public.current_profile_is_admin() TO authenticated;
--> statement-breakpoint
-- Row Level Security everywhere. The app itself talks to Postgres as the table owner
-- (server side only); the Data API roles get read access to their own salon at most,
-- and anon gets nothing: public booking goes through the app's server actions.
ALTER TABLE salons ENABLE ROW LEVEL SECURITY;
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
ALTER TABLE currencies ENABLE ROW LEVEL SECURITY;
ALTER TABLE services ENABLE ROW LEVEL SECURITY;
ALTER TABLE stations ENABLE ROW LEVEL SECURITY;
ALTER TABLE appointments ENABLE ROW LEVEL SECURITY;
ALTER TABLE auth_accounts ENABLE ROW LEVEL SECURITY;
ALTER TABLE auth_sessions ENABLE ROW LEVEL SECURITY;
ALTER TABLE rate_limits ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON salons, users, currencies, services, stations, appointments, auth_accounts, auth_sessions, rate_limits, services_with_currency FROM anon, authenticated;
--> statement-breakpoint
GRANT SELECT ON salons, users, currencies, services, stations, appointments, services_with_currency TO authenticated;
--> statement-breakpoint
CREATE POLICY salons_read_own ON salons FOR SELECT TO authenticated
  USING (id = public.current_profile_salon_id() OR public.current_profile_is_admin());
CREATE POLICY users_read_own_salon ON users FOR SELECT TO authenticated
  USING (id = auth.uid() OR salon_id = public.current_profile_salon_id() OR public.current_profile_is_admin());
CREATE POLICY currencies_read ON currencies FOR SELECT TO authenticated USING (true);
CREATE POLICY services_read_own_salon ON services FOR SELECT TO authenticated
  USING (salon_id = public.current_profile_salon_id() OR public.current_profile_is_admin());
CREATE POLICY stations_read_own_salon ON stations FOR SELECT TO authenticated
  USING (salon_id = public.current_profile_salon_id() OR public.current_profile_is_admin());
CREATE POLICY appointments_read_own_salon ON appointments FOR SELECT TO authenticated
  USING (salon_id = public.current_profile_salon_id() OR public.current_profile_is_admin());
