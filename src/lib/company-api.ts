/** The company's branding (seed §7 `logoDetails`): open to signed-out visitors, so it goes without a token. */
import { API, type CompanyLogoDetails } from '../../contract';
import { api } from './api';

export const fetchCompanyLogoDetails = (signal?: AbortSignal) =>
  api.get<{ companyLogoDetails: CompanyLogoDetails }>(API.logoDetails, { signal, auth: false }).then((o) => o.companyLogoDetails);
