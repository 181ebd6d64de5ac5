import type { ReactNode } from 'react';
import { Alert, Button, Code, CopyButton, Stack } from '@mantine/core';

/** A secret the service shows once (an API key, a one-time link): why to take it now, the value, a copy button. */
export function OneTimeSecret({ title, children, value, testId, copyLabel }: { title: string; children: ReactNode; value: string; testId: string; copyLabel: string }) {
  return (
    <Stack gap="xs">
      <Alert color="yellow" title={title} role="alert">{children}</Alert>
      <Code block data-testid={testId} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => <Button variant="light" onClick={copy} w="fit-content">{copied ? 'Copied' : copyLabel}</Button>}
      </CopyButton>
    </Stack>
  );
}
