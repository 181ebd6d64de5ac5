import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * What shows over any page: dialogs opened with `modals.open*` and notifications. Both are driven
 * by their stores (events), so they need not wrap the pages; loaded after the first paint (see
 * DeferredOverlays) to keep them, and the modal and transition code they bring, off the first screen.
 */
export default function Overlays({ onMounted }: { onMounted: () => void }) {
  // after the providers' own effects (children's run first): they listen for events by then
  useEffect(onMounted, [onMounted]);
  return (
    <>
      <ModalsProvider />
      {/* under the dialogs (Mantine's modals stand at 200): a notice never covers an open dialog's title or fields */}
      <Notifications position="top-right" zIndex={190} limit={3} />
    </>
  );
}
