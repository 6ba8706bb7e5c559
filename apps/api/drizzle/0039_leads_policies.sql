-- The leads API's policies (apps/leads enforces them on the admin behind the session token) for the
-- built-in groups: admins work leads, support works them too (they are the ones talking to
-- prospects); finance does not. superAdmin holds everything.
INSERT INTO access_group_policies (group_id, policy)
SELECT g.id, p.policy FROM access_groups g
JOIN (VALUES
  ('admin', 'leads.read'), ('admin', 'leads.manage'),
  ('support', 'leads.read'), ('support', 'leads.manage')
) AS p(group_name, policy) ON p.group_name = g.name
ON CONFLICT DO NOTHING;
