-- The salon's currency (settings, issue 13). Existing salons take the currency most of their
-- services are priced in (HUF, the column default, when none names one).
UPDATE salons s SET currency_code = (
  SELECT sv.currency_code FROM services sv
  WHERE sv.salon_id = s.id AND sv.currency_code IS NOT NULL
  GROUP BY sv.currency_code ORDER BY count(*) DESC, sv.currency_code LIMIT 1)
WHERE EXISTS (SELECT 1 FROM services sv WHERE sv.salon_id = s.id AND sv.currency_code IS NOT NULL);
--> statement-breakpoint
-- A service without its own currency shows its salon's (before: always HUF). Same columns, so
-- CREATE OR REPLACE keeps the grants of 20261122044119_rules.sql.
CREATE OR REPLACE VIEW services_with_currency WITH (security_invoker = true) AS
SELECT s.id, s.name, s.duration_minutes, s.price, s.category, s.tooltip, s.is_active, s.salon_id,
       coalesce(c.code, 'HUF') AS currency_code,
       coalesce(c.symbol, 'Ft') AS currency_symbol,
       coalesce(c.symbol_position, 'after') AS symbol_position,
       coalesce(c.decimal_places, 0) AS decimal_places,
       coalesce(c.thousand_separator, ' ') AS thousand_separator,
       coalesce(c.name, 'Hungarian Forint') AS currency_name
FROM services s
LEFT JOIN salons sa ON sa.id = s.salon_id
LEFT JOIN currencies c ON c.code = coalesce(s.currency_code, sa.currency_code);
