import { useLocation } from 'react-router-dom';
import { Stack, Text, Title } from '@mantine/core';
import { allNavItems } from '../navigation';

/** A page of the navigation that is not built yet, and says so. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const item = allNavItems.find((i) => pathname.startsWith(i.path) && i.path !== '/');
  return (
    <Stack maw={640}>
      <Title order={2}>{item?.label ?? 'Coming soon'}</Title>
      <Text>This page is not built yet. Its API arrives with a later release; the navigation shows where it will live.</Text>
    </Stack>
  );
}
