import { Alert, Button, Stack, Text } from '@mantine/core';

/** What a page or a table shows when its data could not be loaded: why, and a way to try again. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: Error; onRetry?: () => void }) {
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        {onRetry && <Button size="xs" variant="light" onClick={onRetry}>Try again</Button>}
      </Stack>
    </Alert>
  );
}
