CREATE TABLE "alert_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"queue" text,
	"asset" text,
	"threshold" integer NOT NULL,
	"period_minutes" integer NOT NULL,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_rules_kind_check" CHECK ("alert_rules"."kind" in ('QUEUE_AGE', 'QUEUE_SIZE', 'LIABILITY_COVERAGE')),
	CONSTRAINT "alert_rules_target_check" CHECK (("alert_rules"."kind" = 'LIABILITY_COVERAGE') = ("alert_rules"."asset" is not null and "alert_rules"."queue" is null)),
	CONSTRAINT "alert_rules_threshold_check" CHECK ("alert_rules"."threshold" > 0 and "alert_rules"."period_minutes" >= 5)
);
--> statement-breakpoint
CREATE TABLE "raised_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"observed" numeric(20, 2) NOT NULL,
	"threshold" integer NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_rules" ADD CONSTRAINT "alert_rules_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raised_alerts" ADD CONSTRAINT "raised_alerts_rule_id_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_rules_name_key" ON "alert_rules" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "raised_alerts_rule_period_key" ON "raised_alerts" USING btree ("rule_id","period_start");--> statement-breakpoint
CREATE INDEX "raised_alerts_raised_idx" ON "raised_alerts" USING btree ("raised_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Live queues: each statement that adds rows to a queue's table, or changes their state, tells every
-- API instance listening on 'live_rows' (delivered at commit, never for a rollback). One notice per
-- statement, with at most 20 of its rows: a bulk load of a million rows is one notice, not a million.
CREATE FUNCTION live_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  list_name text := TG_ARGV[0];
  state_column text := TG_ARGV[1];
  payload json;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'select json_build_object(''list'', %L, ''change'', ''added'', ''n'', count(*), ''rows'', coalesce(json_agg(json_build_array(id::text, %I)) filter (where rn <= 20), ''[]''))
         from (select id, %I, row_number() over () as rn from new_rows) r',
      list_name, state_column, state_column) INTO payload;
  ELSE
    EXECUTE format(
      'select json_build_object(''list'', %L, ''change'', ''changed'', ''n'', count(*), ''rows'', coalesce(json_agg(json_build_array(id, state)) filter (where rn <= 20), ''[]''))
         from (select n.id::text as id, n.%I as state, row_number() over () as rn
                 from new_rows n join old_rows o on o.id = n.id where n.%I is distinct from o.%I) c',
      list_name, state_column, state_column, state_column) INTO payload;
  END IF;
  IF (payload->>'n')::bigint > 0 THEN
    PERFORM pg_notify('live_rows', payload::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kyc_requests_live_added AFTER INSERT ON kyc_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('kycRequests', 'status');--> statement-breakpoint
CREATE TRIGGER kyc_requests_live_changed AFTER UPDATE ON kyc_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('kycRequests', 'status');--> statement-breakpoint
CREATE TRIGGER customers_live_added AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('customers', 'state');--> statement-breakpoint
CREATE TRIGGER customers_live_changed AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('customers', 'state');--> statement-breakpoint
CREATE TRIGGER customer_bank_accounts_live_added AFTER INSERT ON customer_bank_accounts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('bankAccounts', 'status');--> statement-breakpoint
CREATE TRIGGER customer_bank_accounts_live_changed AFTER UPDATE ON customer_bank_accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('bankAccounts', 'status');--> statement-breakpoint
CREATE TRIGGER screening_cases_live_added AFTER INSERT ON screening_cases REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('screeningCases', 'status');--> statement-breakpoint
CREATE TRIGGER screening_cases_live_changed AFTER UPDATE ON screening_cases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('screeningCases', 'status');--> statement-breakpoint
CREATE TRIGGER fiat_deposits_live_added AFTER INSERT ON fiat_deposits REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('fiatDeposits', 'status');--> statement-breakpoint
CREATE TRIGGER fiat_deposits_live_changed AFTER UPDATE ON fiat_deposits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('fiatDeposits', 'status');--> statement-breakpoint
CREATE TRIGGER fiat_withdrawals_live_added AFTER INSERT ON fiat_withdrawals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('fiatWithdrawals', 'status');--> statement-breakpoint
CREATE TRIGGER fiat_withdrawals_live_changed AFTER UPDATE ON fiat_withdrawals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('fiatWithdrawals', 'status');--> statement-breakpoint
CREATE TRIGGER crypto_deposits_live_added AFTER INSERT ON crypto_deposits REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('cryptoDeposits', 'status');--> statement-breakpoint
CREATE TRIGGER crypto_deposits_live_changed AFTER UPDATE ON crypto_deposits REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('cryptoDeposits', 'status');--> statement-breakpoint
CREATE TRIGGER crypto_withdrawals_live_added AFTER INSERT ON crypto_withdrawals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('cryptoWithdrawals', 'status');--> statement-breakpoint
CREATE TRIGGER crypto_withdrawals_live_changed AFTER UPDATE ON crypto_withdrawals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('cryptoWithdrawals', 'status');--> statement-breakpoint
CREATE TRIGGER p2p_transactions_live_added AFTER INSERT ON p2p_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('p2pTransactions', 'status');--> statement-breakpoint
CREATE TRIGGER p2p_transactions_live_changed AFTER UPDATE ON p2p_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('p2pTransactions', 'status');--> statement-breakpoint
CREATE TRIGGER order_disputes_live_added AFTER INSERT ON order_disputes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('disputes', 'status');--> statement-breakpoint
CREATE TRIGGER order_disputes_live_changed AFTER UPDATE ON order_disputes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('disputes', 'status');--> statement-breakpoint
CREATE TRIGGER lean_transactions_live_added AFTER INSERT ON lean_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('leanTransactions', 'status');--> statement-breakpoint
CREATE TRIGGER lean_transactions_live_changed AFTER UPDATE ON lean_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('leanTransactions', 'status');--> statement-breakpoint
CREATE TRIGGER remittance_beneficiaries_live_added AFTER INSERT ON remittance_beneficiaries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('remittanceBeneficiaries', 'status');--> statement-breakpoint
CREATE TRIGGER remittance_beneficiaries_live_changed AFTER UPDATE ON remittance_beneficiaries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('remittanceBeneficiaries', 'status');--> statement-breakpoint
CREATE TRIGGER referral_rewards_live_added AFTER INSERT ON referral_rewards REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('referralRewards', 'status');--> statement-breakpoint
CREATE TRIGGER referral_rewards_live_changed AFTER UPDATE ON referral_rewards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('referralRewards', 'status');--> statement-breakpoint
CREATE TRIGGER reimbursements_live_added AFTER INSERT ON reimbursements REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('reimbursements', 'status');--> statement-breakpoint
CREATE TRIGGER reimbursements_live_changed AFTER UPDATE ON reimbursements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_rows_changed('reimbursements', 'status');--> statement-breakpoint
-- A session ended (logout, revocation, password or 2FA change, expiry clean-up) or any admin's
-- access changed: the instances re-check their streams' sessions at once.
CREATE FUNCTION live_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_sessions', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_sessions_live_ended AFTER UPDATE OF revoked_at OR DELETE ON admin_sessions FOR EACH STATEMENT EXECUTE FUNCTION live_sessions_changed();--> statement-breakpoint
CREATE TRIGGER admins_live_changed AFTER UPDATE ON admins FOR EACH STATEMENT EXECUTE FUNCTION live_sessions_changed();--> statement-breakpoint
CREATE TRIGGER admin_groups_live_changed AFTER INSERT OR UPDATE OR DELETE ON admin_groups FOR EACH STATEMENT EXECUTE FUNCTION live_sessions_changed();--> statement-breakpoint
CREATE TRIGGER admin_policies_live_changed AFTER INSERT OR UPDATE OR DELETE ON admin_policies FOR EACH STATEMENT EXECUTE FUNCTION live_sessions_changed();--> statement-breakpoint
CREATE TRIGGER access_group_policies_live_changed AFTER INSERT OR UPDATE OR DELETE ON access_group_policies FOR EACH STATEMENT EXECUTE FUNCTION live_sessions_changed();--> statement-breakpoint
SELECT pgboss.create_queue('alert-check', '{"policy":"singleton","retryLimit":0,"expireInSeconds":55}');--> statement-breakpoint
SELECT pgboss.create_queue('alert-email', '{"policy":"standard","retryLimit":5,"retryDelay":30,"retryBackoff":true,"expireInSeconds":60}');--> statement-breakpoint
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'dashboard.read'), ('admin', 'alerts.read'), ('admin', 'alerts.manage'),
  ('support', 'dashboard.read'), ('support', 'alerts.read'),
  ('finance', 'dashboard.read'), ('finance', 'alerts.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
