import { Progress } from '@mantine/core';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while a page loads or any request is under way. */
export function ProgressBar() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigation = useNavigation();
  const busy = fetching + mutating > 0 || navigation.state !== 'idle';
  return (
    <Progress
      value={100}
      animated={busy}
      striped={busy}
      size={3}
      radius={0}
      aria-hidden
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000, opacity: busy ? 1 : 0, transition: 'opacity 200ms' }}
    />
  );
}
