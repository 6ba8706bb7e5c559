import {
  accessGroupListSchema,
  accessGroupSchema,
  adminAccessSchema,
  adminIdParamsSchema,
  groupIdParamsSchema,
  groupInputSchema,
  groupUpdateSchema,
  policyCatalogueSchema,
  setGroupsSchema,
  setPoliciesSchema,
} from '@exchange/contract/access/policies';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf, requireAdmin } from '../../platform/http/route-access.ts';
import { createGroup, setAdminGroups, setAdminPolicies, setGroupPolicies, updateGroup } from './access-commands.ts';
import { getAdminAccess, listGroups, policyCatalogue } from './access-queries.ts';

const tags = ['access control'];

/** The spec's roles module: groups, policies, group-policy and user-policy mappings, group assignment. */
export function registerAccessRoutes(app: ApiApp, db: Db) {
  app.get('/admin/roles/policies', { config: { access: 'admins.read' }, schema: { tags, response: { 200: policyCatalogueSchema } } },
    async () => policyCatalogue());
  app.get('/admin/roles/groups', { config: { access: 'admins.read' }, schema: { tags, response: { 200: accessGroupListSchema } } },
    async () => ({ items: await listGroups(db) }));
  app.post('/admin/roles/groups', { config: { access: 'groups.manage' }, schema: { tags, body: groupInputSchema, response: { 200: accessGroupSchema } } },
    (request) => createGroup(db, request.body, actorOf(request)));
  app.put('/admin/roles/groups/:id', { config: { access: 'groups.manage' }, schema: { tags, params: groupIdParamsSchema, body: groupUpdateSchema, response: { 200: accessGroupSchema } } },
    (request) => updateGroup(db, request.params.id, request.body, requireAdmin(request), actorOf(request)));
  app.put('/admin/roles/groups/:id/policies', { config: { access: 'groups.manage' }, schema: { tags, params: groupIdParamsSchema, body: setPoliciesSchema, response: { 200: accessGroupSchema } } },
    (request) => setGroupPolicies(db, request.params.id, request.body.policies, requireAdmin(request), actorOf(request)));
  app.get('/admin/roles/users/:adminId', { config: { access: 'admins.read' }, schema: { tags, params: adminIdParamsSchema, response: { 200: adminAccessSchema } } },
    (request) => getAdminAccess(db, request.params.adminId));
  app.put('/admin/roles/users/:adminId/policies', { config: { access: 'admins.manage' }, schema: { tags, params: adminIdParamsSchema, body: setPoliciesSchema, response: { 200: adminAccessSchema } } },
    (request) => setAdminPolicies(db, request.params.adminId, request.body.policies, requireAdmin(request), actorOf(request)));
  app.put('/admin/roles/users/:adminId/groups', { config: { access: 'admins.manage' }, schema: { tags, params: adminIdParamsSchema, body: setGroupsSchema, response: { 200: adminAccessSchema } } },
    (request) => setAdminGroups(db, request.params.adminId, request.body.groupIds, requireAdmin(request), actorOf(request)));
}
