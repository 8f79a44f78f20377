-- The audit log stays append-only, with one exception: deleting a customer's account rewrites
-- their name, address and street inside the entries' snapshots, in the deletion's transaction,
-- which says so with the transaction-local setting shop.erasing_person = 'on'. Rows are never
-- deleted.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('shop.erasing_person', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
