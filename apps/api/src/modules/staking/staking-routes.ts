import { z } from 'zod';
import {
  createStakingDurationSchema,
  createStakingProtocolSchema,
  createStakingProviderSchema,
  listStakesQuerySchema,
  listStakingChangesQuerySchema,
  listStakingProtocolsQuerySchema,
  listStakingProvidersQuerySchema,
  setStakingStateSchema,
  stakeListSchema,
  stakingChangeListSchema,
  stakingDurationSchema,
  stakingProtocolListSchema,
  stakingProtocolSchema,
  stakingProviderListSchema,
  stakingProviderSchema,
  stakingStatisticsSchema,
  updateStakingDurationSchema,
  updateStakingProtocolSchema,
  updateStakingProviderSchema,
} from '@exchange/contract/staking/staking';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import {
  createStakingDuration,
  createStakingProtocol,
  createStakingProvider,
  setStakingDurationState,
  setStakingProtocolState,
  setStakingProviderState,
  updateStakingDuration,
  updateStakingProtocol,
  updateStakingProvider,
} from './staking-commands.ts';
import {
  getStakingDuration,
  getStakingProtocol,
  getStakingProvider,
  listProtocolChanges,
  listProviderChanges,
  listStakes,
  listStakingProtocols,
  listStakingProviders,
} from './staking-queries.ts';
import { readStakingStatistics, requestStatisticsRun } from './staking-statistics.ts';

const tags = ['staking'];
const params = z.object({ id: z.string().uuid() });
const read = { access: 'staking.read' } as const;
const manage = { access: 'staking.manage' } as const;
const provider = { 200: stakingProviderSchema };
const protocol = { 200: stakingProtocolSchema };
const duration = { 200: stakingDurationSchema };
const history = { 200: stakingChangeListSchema };

/** Staking: providers, their protocols and durations with activation and history; customers' stakes; the statistics. */
export function registerStakingRoutes(app: ApiApp, db: Db, config: Config) {
  const minutes = config.stakingStatisticsMinutes;
  app.get('/admin/staking/providers', { config: read, schema: { tags, querystring: listStakingProvidersQuerySchema, response: { 200: stakingProviderListSchema } } },
    (request) => listStakingProviders(db, request.query));
  app.get('/admin/staking/providers/:id', { config: read, schema: { tags, params, response: provider } },
    (request) => getStakingProvider(db, request.params.id));
  app.get('/admin/staking/providers/:id/history', { config: read, schema: { tags, params, querystring: listStakingChangesQuerySchema, response: history } },
    (request) => listProviderChanges(db, request.params.id, request.query));
  app.post('/admin/staking/providers', { config: manage, schema: { tags, body: createStakingProviderSchema, response: provider } },
    (request) => createStakingProvider(db, request.body, actorOf(request)));
  app.put('/admin/staking/providers/:id', { config: manage, schema: { tags, params, body: updateStakingProviderSchema, response: provider } },
    (request) => updateStakingProvider(db, request.params.id, request.body, actorOf(request)));
  app.put('/admin/staking/providers/:id/state', { config: manage, schema: { tags, params, body: setStakingStateSchema, response: provider } },
    (request) => setStakingProviderState(db, request.params.id, request.body.state, actorOf(request)));

  app.get('/admin/staking/protocols', { config: read, schema: { tags, querystring: listStakingProtocolsQuerySchema, response: { 200: stakingProtocolListSchema } } },
    (request) => listStakingProtocols(db, request.query));
  app.get('/admin/staking/protocols/:id', { config: read, schema: { tags, params, response: protocol } },
    (request) => getStakingProtocol(db, request.params.id));
  app.get('/admin/staking/protocols/:id/history', { config: read, schema: { tags, params, querystring: listStakingChangesQuerySchema, response: history } },
    (request) => listProtocolChanges(db, request.params.id, request.query));
  app.post('/admin/staking/protocols', { config: manage, schema: { tags, body: createStakingProtocolSchema, response: protocol } },
    (request) => createStakingProtocol(db, request.body, actorOf(request)));
  app.put('/admin/staking/protocols/:id', { config: manage, schema: { tags, params, body: updateStakingProtocolSchema, response: protocol } },
    (request) => updateStakingProtocol(db, request.params.id, request.body, actorOf(request)));
  app.put('/admin/staking/protocols/:id/state', { config: manage, schema: { tags, params, body: setStakingStateSchema, response: protocol } },
    (request) => setStakingProtocolState(db, request.params.id, request.body.state, actorOf(request)));

  app.post('/admin/staking/protocols/:id/durations', { config: manage, schema: { tags, params, body: createStakingDurationSchema, response: duration } },
    (request) => createStakingDuration(db, request.params.id, request.body, actorOf(request)));
  app.get('/admin/staking/durations/:id', { config: read, schema: { tags, params, response: duration } },
    (request) => getStakingDuration(db, request.params.id));
  app.put('/admin/staking/durations/:id', { config: manage, schema: { tags, params, body: updateStakingDurationSchema, response: duration } },
    (request) => updateStakingDuration(db, request.params.id, request.body, actorOf(request)));
  app.put('/admin/staking/durations/:id/state', { config: manage, schema: { tags, params, body: setStakingStateSchema, response: duration } },
    (request) => setStakingDurationState(db, request.params.id, request.body.state, actorOf(request)));

  app.get('/admin/staking/stakes', { config: read, schema: { tags, querystring: listStakesQuerySchema, response: { 200: stakeListSchema } } },
    (request) => listStakes(db, request.query));

  app.get('/admin/staking/statistics', { config: read, schema: { tags, response: { 200: stakingStatisticsSchema } } },
    () => readStakingStatistics(db, minutes));
  app.post('/admin/staking/statistics/run', { config: manage, schema: { tags, response: { 200: stakingStatisticsSchema } } },
    (request) => requestStatisticsRun(db, minutes, actorOf(request)));
}
