import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight';
// Highlight (the matched part of each action) is Mantine's Mark; the rest is in shell-styles.ts
import '@mantine/core/styles/Mark.css';
import '@mantine/spotlight/styles.css';
import { useQuery } from '@tanstack/react-query';
import { companies } from '../../api/companies';
import { companySwitcherQuery, useCurrentCompany } from '../current-company';
import { allNavItems } from '../navigation';
import { features } from '../../features';

const paletteActions = features.flatMap((feature) => feature.actions ?? []);

/**
 * The command palette, loaded by the shell on the first Ctrl/Cmd+K or click on Search (see
 * ShellLayout's usePalette). It opens on mount and each time `openRequests` grows; once mounted,
 * Spotlight's own shortcut toggles it.
 */
export default function CommandPalette({ openRequests }: { openRequests: number }) {
  const navigate = useNavigate();
  // Pages, and records found by name or number: companies from the switcher's list; accounts
  // and journal entries of the current company from the server, as the user types.
  const companyList = companies.useList(companySwitcherQuery);
  const records = usePaletteRecords();
  const actions: SpotlightActionData[] = [
    ...paletteActions.map((action) => ({ id: `action-${action.path}`, label: action.label, description: 'Action', onClick: () => navigate(action.path) })),
    ...allNavItems.map((item) => ({ id: item.path, label: item.label, description: item.area, onClick: () => navigate(item.path) })),
    ...(companyList.data?.content ?? []).map((c) => ({
      id: `company-${c.id}`,
      label: `${c.name} (${c.code})`,
      description: 'Company',
      onClick: () => navigate(`/settings/companies/${c.id}`),
    })),
    ...(records.found ?? []).map(({ href, ...record }) => ({ ...record, onClick: () => navigate(href) })),
  ];

  useEffect(() => {
    if (openRequests > 0) spotlight.open();
  }, [openRequests]);

  return (
    <Spotlight
      actions={actions}
      query={records.query}
      onQueryChange={records.setQuery}
      shortcut={['mod + K']}
      nothingFound={records.searching ? 'Searching…' : 'Nothing found'}
      highlightQuery
      // the dialog's name, for screen readers only (the search field says what it is for)
      title="Command palette"
      styles={{ header: visuallyHidden, action: { '--action-description-opacity': 1 } /* the chosen action's grey description is below AA on the blue */ }}
      // a list long enough to scroll can be scrolled from the keyboard too
      scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': 'Results' } }}
      searchProps={{ placeholder: 'Go to a page or an action, or find a customer, account or entry…', 'aria-label': 'Search pages and records' }}
    />
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The palette's search of records on the server: debounced, from two characters, and its code
 * (the account and journal-entry fetchers) loaded on the first search, not with the palette.
 */
function usePaletteRecords() {
  const { companyId } = useCurrentCompany();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const enabled = !!companyId && debounced.length >= 2;
  const search = useQuery({
    queryKey: ['palette', companyId, debounced],
    queryFn: async ({ signal }) => (await import('./palette-search')).searchRecords(companyId!, debounced, signal),
    enabled,
    staleTime: 30_000,
  });
  return {
    query,
    setQuery,
    found: enabled ? search.data : undefined,
    searching: query.trim().length >= 2 && (query.trim() !== debounced || search.isFetching),
  };
}
