import { Link } from 'react-router-dom';
import { Button, Stack, Text, Title } from '@mantine/core';

export default function NotFoundPage() {
  return (
    <Stack p="md" maw={640}>
      <Title order={2}>Page not found</Title>
      <Text>There is nothing at this address. Check the link, or use the navigation or Ctrl+K to find a page.</Text>
      <Button component={Link} to="/" w="fit-content">Go to the dashboard</Button>
    </Stack>
  );
}
