/** Companies: list, create, read, update (a status alone, or any fields), each with its team members. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Company, ItemResponse } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { companies } from '../../db/schema';
import { idParams } from '../../http/fields';
import { listResponse } from '../../http/paging';
import { itemOf, pageOf } from '../../http/responses';
import { assertSwitchMove } from '../../http/active-switch';
import { requiredVersionMatch, sendVersion, staleVersion, versionMatches } from '../../http/versioning';
import { auditSourceOf } from '../../audit/record';
import { companyAnswer } from './answers';
import { createCompany, updateCompany } from './commands';
import { findCompany, listCompanies } from './repository';
import { companyListQuery, createCompanyBody, updateCompanyBody } from './schemas';

export function companyRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v2/company',
      { schema: { querystring: companyListQuery, response: { 200: pageOf(companyAnswer) } } },
      async (request) => {
        const { rows, total } = await listCompanies(db, request.query);
        return listResponse(rows, total, request.query.page, request.query.limit);
      },
    );

    app.post(
      '/v2/company',
      { schema: { body: createCompanyBody, response: { 201: itemOf(companyAnswer) } } },
      async (request, reply) => {
        const id = await createCompany(db, auditSourceOf(request), request.body);
        const data = await findCompany(db, id);
        return reply.status(201).send({ data, message: 'Company created' } satisfies ItemResponse<Company>);
      },
    );

    app.get(
      '/v2/company/:id',
      { schema: { params: idParams, response: { 200: itemOf(companyAnswer) } } },
      async (request, reply): Promise<ItemResponse<Company>> => {
        const data = await findCompany(db, request.params.id);
        sendVersion(reply, data);
        return { data };
      },
    );

    app.put(
      '/v2/company/:id',
      { schema: { params: idParams, body: updateCompanyBody, response: { 200: itemOf(companyAnswer) } } },
      async (request, reply): Promise<ItemResponse<Company>> => {
        const { id } = request.params;
        const body = request.body;
        const current = await findCompany(db, id);
        // `{status}` alone is the list's switch (works without If-Match, honours one); any other
        // change replaces fields and must name the version it was made on.
        const statusOnly = Object.keys(body).length === 1 && body.status !== undefined;
        if (statusOnly && body.status) assertSwitchMove('Company', current.status, body.status);
        const applied = await updateCompany(db, auditSourceOf(request), {
          id,
          body,
          statusOnly: statusOnly ? { from: current.status } : null,
          sameVersion: statusOnly
            ? versionMatches(companies.version, request)
            : requiredVersionMatch(companies.version, request, 'Company'),
        });
        const data = await findCompany(db, id);
        if (!applied) throw staleVersion('Company', data);
        sendVersion(reply, data);
        return { data, message: 'Company updated' };
      },
    );
  };
}
