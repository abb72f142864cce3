/** The attributes an attribute set chooses from (contract/catalogue/attribute.ts). */
import { useQuery } from '@tanstack/react-query';
import { resourcePaths, type Page } from '../../../contract';
import { attributeResource, type Attribute } from '../../../contract/catalogue/attribute';
import { resourceQueryKey } from '../../components/data-table';
import { api } from '../../lib/api';

/** Every attribute by name (a shop has tens, not thousands: one request, all rows). */
export function useAttributeChoices() {
  const body = { searchCriteriaList: [], dataOption: 'all', sortCriteriaDto: { sortKey: 'name', sortOption: 'asc' } };
  return useQuery({
    queryKey: [...resourceQueryKey(attributeResource), 'choices'],
    queryFn: ({ signal }) =>
      api.post<Page<Attribute>>(resourcePaths(attributeResource).search, body, {
        query: { pageNum: 0, pageSize: -1 },
        signal,
      }),
  });
}
