import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';

/** Shown in place of a route that failed to render or load; the rest of the console keeps working. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : 'Unknown error';
  return (
    <Stack p="md" maw={640}>
      <Title order={2}>This page ran into a problem</Title>
      <Alert color="red" role="alert">
        <Text size="sm">{message}</Text>
      </Alert>
      <Group>
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="default" component={Link} to="/">Go to the dashboard</Button>
      </Group>
    </Stack>
  );
}
