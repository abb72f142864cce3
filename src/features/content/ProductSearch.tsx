/**
 * Finds a product by name or code for a feature section's picks and a slider's link (`GET /storefront/product-options`):
 * a search box and, from two characters on, a menu of up to 20 matches; a product already chosen shows ticked.
 */
import { InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { ProductOption } from '../../../contract/content/storefront';
import { fetchProductOptions } from './storefront-api';

export function ProductSearch({
  label,
  chosen,
  onPick,
}: {
  label: string;
  chosen: ReadonlySet<number>;
  onPick(option: ProductOption): void;
}) {
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const matches = useQuery({
    queryKey: ['storefront', 'product-options', query],
    queryFn: ({ signal }) => fetchProductOptions(query, signal),
    enabled: query.length >= 2,
    staleTime: 30_000,
  });
  return (
    <>
      <InputGroup
        leftIcon="search"
        type="search"
        placeholder={label}
        aria-label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {query.length >= 2 && (
        <Menu className="content-product-matches" aria-label="Matching products" size="small">
          {matches.data?.length === 0 && <MenuItem disabled text="No product matches" />}
          {matches.data?.map((option) => (
            <MenuItem
              key={option.id}
              icon={chosen.has(option.id) ? 'tick' : 'add'}
              disabled={chosen.has(option.id)}
              text={option.name}
              label={option.status === 'Active' ? option.code : `${option.code} · ${option.status}`}
              onClick={() => {
                onPick(option);
                setText('');
              }}
            />
          ))}
        </Menu>
      )}
    </>
  );
}
