-- Verifies an API key by its SHA-256 hash and, when it is usable, counts one request
-- against its rolling-hour limit. One round trip per request, exact across instances:
-- the usage row is locked, so concurrent requests for one key are serialised.
-- The window is 61 one-minute buckets (the current minute and the 60 before it), so a
-- request stops counting 60 to 61 minutes after it was made: never more than the limit
-- within any 3600 seconds.
CREATE FUNCTION bos_api_key_hit(p_hash text)
RETURNS TABLE (
  key_id uuid,
  user_id uuid,
  key_company_id uuid,
  scopes text[],
  rate_limit_per_hour integer,
  expires_at timestamptz,
  revoked_at timestamptz,
  allowed boolean,
  remaining integer,
  reset_seconds integer,
  user_role text,
  user_default_company_id uuid,
  user_company_ids uuid[]
)
LANGUAGE plpgsql AS $$
DECLARE
  k api_keys%ROWTYPE;
  u users%ROWTYPE;
  company_ids uuid[];
  now_epoch double precision := extract(epoch FROM clock_timestamp());
  now_minute bigint := floor(now_epoch / 60);
  base bigint;
  counts integer[];
  total integer := 0;
  oldest bigint;
  m bigint;
  is_allowed boolean;
BEGIN
  SELECT * INTO k FROM api_keys WHERE api_keys.key_hash = p_hash;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT * INTO u FROM users WHERE users.id = k.user_id;
  SELECT coalesce(array_agg(cm.company_id), '{}') INTO company_ids
    FROM company_memberships cm WHERE cm.user_id = k.user_id;

  IF k.revoked_at IS NOT NULL OR k.expires_at <= clock_timestamp() THEN
    RETURN QUERY SELECT k.id, k.user_id, k.company_id, k.scopes, k.rate_limit_per_hour, k.expires_at, k.revoked_at,
      NULL::boolean, NULL::integer, NULL::integer, u.role, u.default_company_id, company_ids;
    RETURN;
  END IF;

  SELECT usage.base_minute, usage.minute_counts INTO base, counts
    FROM api_key_usage usage WHERE usage.api_key_id = k.id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO api_key_usage (api_key_id, base_minute, minute_counts)
      VALUES (k.id, now_minute, array_fill(0, ARRAY[61]))
      ON CONFLICT (api_key_id) DO NOTHING;
    SELECT usage.base_minute, usage.minute_counts INTO base, counts
      FROM api_key_usage usage WHERE usage.api_key_id = k.id FOR UPDATE;
  END IF;
  -- The time is read again once the row lock is held: a request that waited for the lock
  -- past a minute boundary must not count into a bucket that a later request has reset.
  now_epoch := extract(epoch FROM clock_timestamp());
  now_minute := floor(now_epoch / 60);

  IF now_minute - base >= 61 THEN
    counts := array_fill(0, ARRAY[61]);
  ELSIF now_minute > base THEN
    FOR m IN base + 1 .. now_minute LOOP
      counts[(m % 61) + 1] := 0;
    END LOOP;
  END IF;

  SELECT coalesce(sum(c), 0) INTO total FROM unnest(counts) AS c;
  is_allowed := total < k.rate_limit_per_hour;
  IF is_allowed THEN
    counts[(now_minute % 61) + 1] := counts[(now_minute % 61) + 1] + 1;
    total := total + 1;
  END IF;

  oldest := now_minute;
  FOR m IN now_minute - 60 .. now_minute LOOP
    IF counts[(m % 61) + 1] > 0 THEN
      oldest := m;
      EXIT;
    END IF;
  END LOOP;

  UPDATE api_key_usage SET base_minute = greatest(base, now_minute), minute_counts = counts,
    last_used_at = clock_timestamp()
    WHERE api_key_usage.api_key_id = k.id;

  RETURN QUERY SELECT k.id, k.user_id, k.company_id, k.scopes, k.rate_limit_per_hour, k.expires_at, k.revoked_at,
    is_allowed, greatest(k.rate_limit_per_hour - total, 0),
    greatest(ceil((oldest + 61) * 60 - now_epoch), 1)::integer,
    u.role, u.default_company_id, company_ids;
END;
$$;
