-- Built-in groups get the new areas' policies. Server logs hold addresses and e-mails: only the
-- super admin group (which holds everything) reads them until someone grants logs.read.
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'payments.methods.read'), ('admin', 'payments.methods.write'), ('admin', 'referrals.read'),
  ('admin', 'referrals.decide'), ('admin', 'referrals.disburse'), ('admin', 'remittance.read'),
  ('admin', 'remittance.decide'), ('admin', 'lean.read'), ('admin', 'lean.decide'),
  ('support', 'payments.methods.read'), ('support', 'referrals.read'), ('support', 'remittance.read'),
  ('support', 'lean.read'),
  ('finance', 'payments.methods.read'), ('finance', 'referrals.read'), ('finance', 'referrals.decide'),
  ('finance', 'referrals.disburse'), ('finance', 'remittance.read'), ('finance', 'lean.read'),
  ('finance', 'lean.decide')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
