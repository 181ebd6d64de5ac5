import { Link } from 'react-router-dom';
import { Alert, Anchor } from '@mantine/core';

/** What a detail page shows when its record cannot be loaded: why, and the way back to its list. */
export function RecordNotFound({ title, error, backTo, backLabel }: { title: string; error: Error; backTo: string; backLabel: string }) {
  return (
    <Alert color="red" title={title} role="alert">
      {error.message} <Anchor component={Link} to={backTo}>{backLabel}</Anchor>
    </Alert>
  );
}
