/** The company's branding (seed §7 `logoDetails`): open to signed-out visitors, so it goes without a token. */
import { COMPANY_API, type CompanyLogoDetails } from '../../contract';
import { api } from './api';

export const fetchCompanyLogoDetails = (signal?: AbortSignal) =>
  api
    .get<{ companyLogoDetails: CompanyLogoDetails }>(COMPANY_API.logoDetails, { signal, auth: false })
    .then((o) => o.companyLogoDetails);
