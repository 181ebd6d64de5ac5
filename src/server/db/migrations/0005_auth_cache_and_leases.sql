-- Instances cache API-key verification and session principals in memory (src/server/auth/auth-cache.ts).
-- Every change that may alter what a cached entry says notifies the channel bos_auth, and each
-- instance, listening on a connection of its own, evicts the entries it names:
--   key:<api key id>  a key was revoked, changed or deleted
--   user:<user id>    a user (role, default company) or one of their memberships changed
CREATE FUNCTION bos_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'api_keys' THEN
    PERFORM pg_notify('bos_auth', 'key:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('bos_auth', 'user:' || OLD.id);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('bos_auth', 'user:' || OLD.user_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('bos_auth', 'user:' || NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER api_keys_auth_changed AFTER UPDATE OR DELETE ON "api_keys" FOR EACH ROW EXECUTE FUNCTION bos_auth_changed();--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION bos_auth_changed();--> statement-breakpoint
CREATE TRIGGER company_memberships_auth_changed AFTER INSERT OR UPDATE OR DELETE ON "company_memberships" FOR EACH ROW EXECUTE FUNCTION bos_auth_changed();--> statement-breakpoint
-- Rate limits by leases (src/server/auth/rate-limiter.ts). An instance asks for a batch of a
-- key's hourly quota; the batch is counted at once in the shared rolling window (61 one-minute
-- buckets, as before) under the usage row's lock, so all instances together never serve more
-- than the limit. The batch shrinks as the key nears its limit:
-- max(1, min(p_max_batch, remaining / (2 * instances))), never more than what remains.
-- A lease is good only within the minute it was counted in; what is left of it is given back
-- (p_return, p_return_minute) by the instance's next call for that key.
CREATE FUNCTION bos_api_key_lease(
  p_key_id uuid,
  p_return integer,
  p_return_minute bigint,
  p_used_at timestamptz,
  p_instances integer,
  p_max_batch integer
)
RETURNS TABLE (granted integer, remaining integer, reset_seconds integer, lease_minute bigint, lease_seconds double precision)
LANGUAGE plpgsql AS $$
DECLARE
  lim integer;
  now_epoch double precision;
  now_minute bigint;
  base bigint;
  counts integer[];
  total integer;
  available integer;
  instances integer;
  grant_n integer;
  oldest bigint;
  used_at timestamptz;
  m bigint;
BEGIN
  SELECT k.rate_limit_per_hour INTO lim FROM api_keys k WHERE k.id = p_key_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT usage.base_minute, usage.minute_counts INTO base, counts
    FROM api_key_usage usage WHERE usage.api_key_id = p_key_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO api_key_usage (api_key_id, base_minute, minute_counts)
      VALUES (p_key_id, 0, array_fill(0, ARRAY[61]))
      ON CONFLICT (api_key_id) DO NOTHING;
    SELECT usage.base_minute, usage.minute_counts INTO base, counts
      FROM api_key_usage usage WHERE usage.api_key_id = p_key_id FOR UPDATE;
  END IF;
  -- read once the lock is held (see bos_api_key_hit in 0001)
  now_epoch := extract(epoch FROM clock_timestamp());
  now_minute := floor(now_epoch / 60);

  IF now_minute - base >= 61 THEN
    counts := array_fill(0, ARRAY[61]);
  ELSIF now_minute > base THEN
    FOR m IN base + 1 .. now_minute LOOP
      counts[(m % 61) + 1] := 0;
    END LOOP;
  END IF;
  base := greatest(base, now_minute);

  IF coalesce(p_return, 0) > 0 AND p_return_minute > now_minute - 61 AND p_return_minute <= now_minute THEN
    counts[(p_return_minute % 61) + 1] := greatest(counts[(p_return_minute % 61) + 1] - p_return, 0);
  END IF;

  SELECT coalesce(sum(c), 0) INTO total FROM unnest(counts) AS c;
  available := greatest(lim - total, 0);
  instances := greatest(coalesce(p_instances, (
    SELECT count(*)::integer FROM pg_stat_activity a
    WHERE a.application_name = 'bos-auth-listener' AND a.datname = current_database())), 1);
  grant_n := CASE WHEN p_max_batch <= 0 THEN 0
    ELSE least(greatest(1, least(p_max_batch, available / (2 * instances))), available) END;
  counts[(now_minute % 61) + 1] := counts[(now_minute % 61) + 1] + grant_n;

  oldest := now_minute;
  FOR m IN now_minute - 60 .. now_minute LOOP
    IF counts[(m % 61) + 1] > 0 THEN
      oldest := m;
      EXIT;
    END IF;
  END LOOP;

  -- A lease is taken for a request served now; p_used_at is the latest request served from
  -- earlier leases. A refused request that gives nothing back writes nothing, and lastUsedAt
  -- moves at most once a minute.
  used_at := CASE WHEN grant_n > 0 THEN clock_timestamp() ELSE p_used_at END;
  IF grant_n > 0 OR coalesce(p_return, 0) > 0 OR used_at IS NOT NULL THEN
    UPDATE api_key_usage SET base_minute = base, minute_counts = counts,
      last_used_at = CASE
        WHEN used_at IS NULL THEN api_key_usage.last_used_at
        WHEN api_key_usage.last_used_at IS NULL OR used_at >= api_key_usage.last_used_at + interval '1 minute' THEN used_at
        ELSE api_key_usage.last_used_at END
      WHERE api_key_usage.api_key_id = p_key_id;
  END IF;

  RETURN QUERY SELECT grant_n, available - grant_n,
    greatest(ceil((oldest + 61) * 60 - now_epoch), 1)::integer,
    now_minute, (now_minute + 1) * 60 - now_epoch;
END;
$$;--> statement-breakpoint
DROP FUNCTION bos_api_key_hit(text);
