import { Suspense, useState } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ActionIcon, AppShell, Burger, Group, Kbd, Loader, Menu, NavLink, ScrollArea, Select, Stack, Text, Title, Tooltip, UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { useQuery } from '@tanstack/react-query';
import { logout } from '../../api/auth';
import { companies } from '../../api/companies';
import { useSession } from '../auth/SessionGate';
import { useCurrentCompany } from '../current-company';
import { allNavItems, navigation } from '../navigation';
import { ProgressBar } from './ProgressBar';

/** One query for the switcher and the palette: the companies the user may work in. */
const switcherQuery = { size: 200, sort: 'name' };

export default function ShellLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  const navigate = useNavigate();
  const location = useLocation();

  // Pages, and records found by name or number: companies from the switcher's list; accounts
  // and journal entries of the current company from the server, as the user types.
  const companyList = companies.useList(switcherQuery);
  const records = usePaletteRecords();
  const actions: SpotlightActionData[] = [
    ...allNavItems.map((item) => ({ id: item.path, label: item.label, description: item.area, onClick: () => navigate(item.path) })),
    ...(companyList.data?.content ?? []).map((c) => ({
      id: `company-${c.id}`,
      label: `${c.name} (${c.code})`,
      description: 'Company',
      onClick: () => navigate(`/settings/companies/${c.id}`),
    })),
    ...(records.found ?? []).map(({ href, ...record }) => ({ ...record, onClick: () => navigate(href) })),
  ];

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <ProgressBar />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Title order={1} fz="lg">Business Ops</Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <UnstyledButton onClick={() => spotlight.open()} aria-label="Open command palette" visibleFrom="sm">
              <Group gap={4}>
                <Text size="sm" c="dimmed">Search</Text>
                <Kbd size="xs">Ctrl</Kbd>
                <Kbd size="xs">K</Kbd>
              </Group>
            </UnstyledButton>
            <CompanySwitcher />
            <ThemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Main navigation">
        <ScrollArea>
          <Stack gap="xs">
            {navigation.map((area) => (
              <div key={area.label}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs">{area.label}</Text>
                {area.items.map((item) => (
                  <NavLink
                    key={item.path}
                    component={RouterNavLink}
                    to={item.path}
                    end={item.path === '/'}
                    label={item.label}
                    active={item.path === '/' ? location.pathname === '/' : location.pathname.startsWith(item.path)}
                    onClick={close}
                    rightSection={item.built ? undefined : <Text size="xs" c="dimmed">soon</Text>}
                  />
                ))}
              </div>
            ))}
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>

      <AppShell.Main>
        <Suspense fallback={<Loader aria-label="Loading page" m="xl" />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>

      <Spotlight
        actions={actions}
        query={records.query}
        onQueryChange={records.setQuery}
        shortcut={['mod + K']}
        nothingFound={records.searching ? 'Searching…' : 'Nothing found'}
        highlightQuery
        searchProps={{ placeholder: 'Go to a page, or find an account or entry by number…', 'aria-label': 'Search pages and records' }}
      />
    </AppShell>
  );
}

/**
 * The palette's search of records on the server: debounced, from two characters, and its code
 * (the account and journal-entry fetchers) loaded on the first search, not with the shell.
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

function CompanySwitcher() {
  const { companyId, setCompanyId } = useCurrentCompany();
  const companyList = companies.useList(switcherQuery);
  const data = (companyList.data?.content ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.code})` }));
  return (
    <Select
      aria-label="Company"
      data={data}
      value={companyId}
      onChange={(value) => value && setCompanyId(value)}
      allowDeselect={false}
      searchable
      w={220}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <Tooltip label={`Switch to ${next} theme`}>
      <ActionIcon variant="default" size="lg" onClick={() => setColorScheme(next)} aria-label={`Switch to ${next} theme`}>
        {scheme === 'dark' ? '☀' : '☾'}
      </ActionIcon>
    </Tooltip>
  );
}

function UserMenu() {
  const state = useSession();
  const navigate = useNavigate();
  if (state.status !== 'signed-in') return null;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <UnstyledButton aria-label="Account">
          <Text size="sm" truncate maw={180}>{state.user.email}</Text>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{state.user.role}</Menu.Label>
        <Menu.Item onClick={() => void logout().then(() => navigate('/login'))}>Sign out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
