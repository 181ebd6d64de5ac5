import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ActionIcon, AppShell, Avatar, Burger, Group, Kbd, Loader, Menu, NavLink, ScrollArea, Select, Stack, Text, Title, Tooltip, UnstyledButton, VisuallyHidden, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { logout } from '../../api/auth';
import { companies } from '../../api/companies';
import { useSession } from '../auth/SessionGate';
import { companySwitcherQuery, useCurrentCompany } from '../current-company';
import { navigation, pageAfterCompanySwitch, splitComing } from '../navigation';
import { ProgressBar } from './ProgressBar';
import classes from './shell.module.css';

const switcherQuery = companySwitcherQuery;

const { areas, coming } = splitComing(navigation);
const loadPalette = () => import('./CommandPalette');
const CommandPalette = lazy(loadPalette);

export default function ShellLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  // a closed drawer is off screen: out of the tab order and the accessibility tree too
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const navigate = useNavigate();
  const location = useLocation();

  const palette = usePalette();

  const comingOpen = coming.some((item) => location.pathname.startsWith(item.path));
  const isCurrent = (path: string) => (path === '/' ? location.pathname === '/' : location.pathname.startsWith(path));
  const currentArea = areas.find((area) => area.items.some((item) => isCurrent(item.path)))?.label;
  const [openAreas, setOpenAreas] = useState<ReadonlySet<string>>(() => new Set(currentArea ? [currentArea] : []));
  const toggleArea = (label: string, open: boolean) =>
    setOpenAreas((was) => { const next = new Set(was); if (open) next.add(label); else next.delete(label); return next; });
  // a page reached another way (the palette, a link) opens its area; what the user opened stays open
  useEffect(() => { if (currentArea) toggleArea(currentArea, true); }, [currentArea]);

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding={{ base: 'xs', sm: 'md' }}>
      <a href="#main-content" className={classes.skipLink}>Skip to content</a>
      <ProgressBar />
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" aria-expanded={opened} />
            <Title order={1} fz="lg" visibleFrom="sm">Business Ops</Title>
            <VisuallyHidden component="h1" hiddenFrom="sm">Business Ops</VisuallyHidden>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <UnstyledButton onClick={palette.open} onPointerEnter={palette.preload} onFocus={palette.preload} aria-label="Open command palette" visibleFrom="sm">
              <Group gap={4} wrap="nowrap">
                <Text size="sm" c="dimmed">Search</Text>
                <Kbd size="xs">Ctrl</Kbd>
                <Kbd size="xs">K</Kbd>
              </Group>
            </UnstyledButton>
            <ActionIcon variant="default" size="lg" onClick={palette.open} onPointerEnter={palette.preload} onFocus={palette.preload} aria-label="Open command palette" hiddenFrom="sm">
              <SearchIcon />
            </ActionIcon>
            <CompanySwitcher />
            <ThemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Main navigation" inert={phone && !opened}>
        <ScrollArea>
          {/* areas fold, so the navigation fits a phone's screen as pages are added; the current page's area opens by itself */}
          <Stack gap={2}>
            {areas.map((area) => (
              <NavLink
                key={area.label}
                component="button"
                type="button"
                label={<Text size="xs" fw={700} tt="uppercase">{area.label}</Text>}
                opened={openAreas.has(area.label)}
                onChange={(open) => toggleArea(area.label, open)}
                childrenOffset={0}
                py={6}
              >
                {area.items.map((item) => (
                  <NavLink
                    key={item.path}
                    component={RouterNavLink}
                    to={item.path}
                    end={item.path === '/'}
                    label={item.label}
                    py={6}
                    active={isCurrent(item.path)}
                    onClick={close}
                  />
                ))}
              </NavLink>
            ))}
            {coming.length > 0 && (
              <NavLink component="button" type="button" label="Coming" description={`${coming.length} pages not built yet`} defaultOpened={comingOpen} childrenOffset="sm">
                {coming.map((item) => (
                  <NavLink
                    key={item.path}
                    component={RouterNavLink}
                    to={item.path}
                    label={`${item.label} · ${item.area}`}
                    active={location.pathname.startsWith(item.path)}
                    onClick={close}
                  />
                ))}
              </NavLink>
            )}
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>

      <AppShell.Main id="main-content" tabIndex={-1} style={{ minWidth: 0, outline: 'none' }}>
        <Suspense fallback={<Loader aria-label="Loading page" m="xl" />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>

      {palette.requests > 0 && (
        <Suspense fallback={null}>
          <CommandPalette openRequests={palette.requests} />
        </Suspense>
      )}
    </AppShell>
  );
}

/**
 * The command palette is loaded on first use, not with the shell: the shell answers Ctrl/Cmd+K
 * (and the Search button) until it is there, then Spotlight's own shortcut takes over.
 */
function usePalette() {
  const [requests, setRequests] = useState(0);
  const open = () => setRequests((n) => n + 1);
  useHotkeys([['mod+K', () => { if (requests === 0) open(); }]]);
  return { requests, open, preload: () => void loadPalette().catch(() => undefined) };
}

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </svg>
  );
}

/**
 * The company every page works in. Switching while one company's record (or a list filtered by
 * one) is open goes to that section's list in the new company and says so: no page shows one
 * company's record under another's name.
 */
function CompanySwitcher() {
  const { companyId, setCompanyId } = useCurrentCompany();
  const navigate = useNavigate();
  const location = useLocation();
  const companyList = companies.useList(switcherQuery);
  const data = (companyList.data?.content ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.code})` }));
  function switchTo(id: string) {
    if (id === companyId) return;
    const section = pageAfterCompanySwitch(location.pathname, location.search);
    const name = data.find((c) => c.value === id)?.label ?? 'the other company';
    if (section) {
      navigate(section.path);
      notifications.show({ id: 'company-switch', color: 'blue', title: `Now working in ${name}`, message: `The record you had open belongs to the previous company, so this is ${name}'s ${section.label.toLowerCase()}.` });
    }
    setCompanyId(id);
  }
  return (
    <Select
      aria-label="Company"
      data={data}
      value={companyId}
      onChange={(value) => value && switchTo(value)}
      allowDeselect={false}
      searchable
      w={{ base: 150, xs: 200, sm: 240, lg: 320 }}
      style={{ minWidth: 0, flexShrink: 1 }}
      comboboxProps={{ withinPortal: true, width: 260, position: 'bottom-end' }}
    />
  );
}

/** Light or dark: the operating system's preference until the user picks one (remembered). */
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

/** The signed-in user: their email on a wide screen, their initial on a phone; sign-out is in the menu either way. */
function UserMenu() {
  const state = useSession();
  const navigate = useNavigate();
  const { colorScheme, clearColorScheme } = useMantineColorScheme();
  if (state.status !== 'signed-in') return null;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <UnstyledButton aria-label="Account">
          <Text size="sm" truncate maw={180} visibleFrom="md">{state.user.email}</Text>
          <Avatar size={34} radius="xl" color="indigo" hiddenFrom="md" aria-hidden>{state.user.email.charAt(0).toUpperCase()}</Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{state.user.email} · {state.user.role.toLowerCase()}</Menu.Label>
        {colorScheme !== 'auto' && <Menu.Item onClick={clearColorScheme}>Follow the system theme</Menu.Item>}
        <Menu.Item onClick={() => void logout().then(() => navigate('/login'))}>Sign out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
