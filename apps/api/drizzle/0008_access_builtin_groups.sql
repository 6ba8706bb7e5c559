-- The built-in groups and what they may do. superAdmin holds every policy through is_super.
INSERT INTO access_groups (name, description, is_builtin, is_super, require_2fa) VALUES
  ('superAdmin', 'Everything, including managing admins and groups', true, true, false),
  ('admin', 'Runs the back office; does not manage admins, groups or sessions', true, false, false),
  ('support', 'Reads everything operational and works disputes; no money decisions', true, false, false),
  ('finance', 'Money decisions: approvals, rejections, withdrawals, dispute resolutions', true, false, false),
  ('vendorsReadOnly', 'P2P merchants, read only', true, false, false)
ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'admins.read'), ('admin', 'audit.read'), ('admin', 'p2p.statistics.read'), ('admin', 'p2p.merchants.read'),
  ('admin', 'p2p.merchants.write'), ('admin', 'p2p.transactions.read'), ('admin', 'p2p.transactions.approve'),
  ('admin', 'p2p.transactions.reject'), ('admin', 'p2p.withdrawals.decide'), ('admin', 'p2p.orders.read'),
  ('admin', 'p2p.disputes.read'), ('admin', 'p2p.disputes.write'), ('admin', 'p2p.disputes.resolve'),
  ('support', 'p2p.statistics.read'), ('support', 'p2p.merchants.read'), ('support', 'p2p.transactions.read'),
  ('support', 'p2p.orders.read'), ('support', 'p2p.disputes.read'), ('support', 'p2p.disputes.write'),
  ('finance', 'p2p.statistics.read'), ('finance', 'p2p.merchants.read'), ('finance', 'p2p.transactions.read'),
  ('finance', 'p2p.orders.read'), ('finance', 'p2p.disputes.read'), ('finance', 'p2p.transactions.approve'),
  ('finance', 'p2p.transactions.reject'), ('finance', 'p2p.withdrawals.decide'), ('finance', 'p2p.disputes.resolve'),
  ('vendorsReadOnly', 'p2p.merchants.read')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Admins that exist already join the group of their role.
INSERT INTO admin_groups (admin_id, group_id)
SELECT a.id, g.id FROM admins a JOIN access_groups g ON g.name = a.role
ON CONFLICT DO NOTHING;
