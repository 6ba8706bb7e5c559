import type pg from 'pg';

/**
 * What the serving role may do, granted by the owner after every migration (so a new table is
 * covered at once): read and write the business tables, but only insert and read audit rows and
 * journal entries and lines. It owns nothing, so it can neither disable the audit or ledger
 * triggers, nor truncate, drop or alter a table.
 */
export async function grantRuntimeRole(owner: pg.ClientBase, runtimeRole: string): Promise<void> {
  const role = owner.escapeIdentifier(runtimeRole);
  await owner.query(`grant usage on schema public to ${role}`);
  await owner.query(`grant select, insert, update, delete on all tables in schema public to ${role}`);
  await owner.query(`grant usage, select on all sequences in schema public to ${role}`);
  await owner.query(`revoke update, delete, truncate, references, trigger on audit_log from ${role}`);
  // The journal is append-only too (its triggers refuse changes; the serving role may not even try).
  await owner.query(`revoke update, delete, truncate, references, trigger on ledger_entries, ledger_lines from ${role}`);
  // Readiness compares the applied migrations with the ones this build carries.
  await owner.query(`grant usage on schema drizzle to ${role}`);
  await owner.query(`grant select on all tables in schema drizzle to ${role}`);
  // The job queue's tables (drizzle/0028): the serving role enqueues, fetches and completes jobs;
  // the queues themselves (partitions) are made by migrations.
  await owner.query(`grant usage on schema pgboss to ${role}`);
  await owner.query(`grant select, insert, update, delete on all tables in schema pgboss to ${role}`);
}

export interface RoleCheck {
  role: string;
  isSuperuser: boolean;
  ownsAuditLog: boolean;
}

/** Who a connection serves as, and whether it could erase the audit trail. */
export async function checkServingRole(client: pg.ClientBase): Promise<RoleCheck> {
  const { rows } = await client.query<{ role: string; is_superuser: boolean; owns_audit_log: boolean }>(`
    select current_user as role,
      (select rolsuper from pg_roles where rolname = current_user) as is_superuser,
      coalesce((select pg_has_role(current_user, c.relowner, 'USAGE') from pg_class c where c.oid = to_regclass('public.audit_log')), false) as owns_audit_log`);
  const row = rows[0];
  if (!row) throw new Error('cannot read the serving role');
  return { role: row.role, isSuperuser: row.is_superuser, ownsAuditLog: row.owns_audit_log };
}
