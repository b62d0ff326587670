import {
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  apiErrorBodySchema,
  readApiListQuerySchema,
  readApiPledgePageSchema,
  readApiSubscriberPageSchema,
  readApiTotalsSchema,
  type ApiTokenScope,
} from '@campaign/shared';
import { z } from 'zod';

/** A schema as JSON Schema (draft 2020-12, which OpenAPI 3.1 uses), as the wire carries it. */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' });

/** The list routes' query parameters, one per property of their shared query schema. */
function listParameters() {
  const { properties = {}, required = [] } = jsonSchema(readApiListQuerySchema, 'input') as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema,
  }));
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function read(summary: string, scope: ApiTokenScope, schema: string, list: boolean) {
  return {
    get: {
      summary,
      security: [{ token: [scope] }],
      ...(list ? { parameters: listParameters() } : {}),
      responses: {
        200: {
          description: 'OK',
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
        },
        ...(list ? { 400: errorAnswer('The query is not valid') } : {}),
        401: errorAnswer('No token, or a token that is wrong or revoked'),
        403: errorAnswer(`The token lacks the ${scope} scope`),
        429: errorAnswer('Too many requests for this token; try again after Retry-After'),
      },
    },
  };
}

let document: object | null = null;

/**
 * The read API's OpenAPI 3.1 description (GET /api/v1/openapi.json), written from the zod
 * schemas that validate its queries and describe its answers, so the two cannot drift apart.
 */
export function readApiDocument(): object {
  document ??= {
    openapi: '3.1.0',
    info: {
      title: 'Campaign read API',
      version: '1',
      description:
        'Totals and the pledges and subscribers lists, for CRMs and dashboards. Every request ' +
        'carries a token an admin created in the console (Settings → API tokens) as ' +
        '`Authorization: Bearer <token>`; each token reads only what its scopes allow. List ' +
        'reads are recorded in the activity log. Lists are oldest first and paged.',
    },
    servers: [{ url: '/api/v1' }],
    components: {
      securitySchemes: {
        token: {
          type: 'http',
          scheme: 'bearer',
          description: API_TOKEN_SCOPES.map(
            (scope) => `\`${scope}\`: ${API_TOKEN_SCOPE_LABELS[scope]}`,
          ).join('; '),
        },
      },
      schemas: {
        Totals: jsonSchema(readApiTotalsSchema),
        PledgePage: jsonSchema(readApiPledgePageSchema),
        SubscriberPage: jsonSchema(readApiSubscriberPageSchema),
        Error: jsonSchema(apiErrorBodySchema),
      },
    },
    paths: {
      '/totals': read('Pledge and subscriber totals, and the goal', 'totals:read', 'Totals', false),
      '/pledges': read('Pledges, oldest first', 'pledges:read', 'PledgePage', true),
      '/subscribers': read(
        'Newsletter subscribers, oldest first',
        'subscribers:read',
        'SubscriberPage',
        true,
      ),
    },
  };
  return document;
}
