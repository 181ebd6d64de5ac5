import { Center, Loader, Stack, Text } from '@mantine/core';

/** While a session resumes: shown by the entry until the console has loaded (main.tsx), then by RequireSession. */
export function SessionLoading() {
  return (
    <Center h="100vh">
      <Stack align="center" gap="xs">
        <Loader aria-hidden="true" />
        <Text size="sm" c="dimmed" role="status">Loading your session…</Text>
      </Stack>
    </Center>
  );
}
