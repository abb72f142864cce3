/** `GET /api/shop-details/logoDetails`: open, the login screen shows the logo and name. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { COMPANY_API, LogoDetailsOutputSchema } from '../../contract/company/company';
import { envelope, ok } from '../../contract/platform/envelope';
import { getCompany, logoDetailsOf } from './company';
import { errorResponses } from '../platform/openapi/routes';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    COMPANY_API.logoDetails,
    {
      config: { public: true },
      schema: {
        tags: ['company'],
        summary: 'Company name, logo, favicon and CDN bases',
        response: { 200: envelope(LogoDetailsOutputSchema), ...errorResponses(500) },
      },
    },
    async () => ok({ companyLogoDetails: logoDetailsOf(await getCompany(app.db)) }),
  );
};
