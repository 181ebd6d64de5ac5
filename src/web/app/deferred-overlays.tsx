import { Suspense, lazy, useEffect, useState } from 'react';
import { modals } from '@mantine/modals';

const Overlays = lazy(() => import('./overlays'));

let mountNow: (() => void) | undefined;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/**
 * Settles once the modals and notifications are mounted, mounting them at once if they are not
 * yet. `modals.open*` before that would be lost (unlike a notification, a modal does not wait in
 * its store): e.g. a form left within a second of loading its page.
 */
export function overlaysMounted(): Promise<void> {
  mountNow?.();
  return mounted;
}

/** `modals.openConfirmModal`, once the modals are mounted; the focus kept on the page once it closes. */
export function openConfirmModal(props: Parameters<typeof modals.openConfirmModal>[0]) {
  const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const onClose = () => {
    props.onClose?.();
    keepFocusOnPage(trigger);
  };
  const withFocusKept = { ...props, onClose };
  void overlaysMounted().then(() => modals.openConfirmModal(withFocusKept));
}

/** How long after a confirmation its action may still take away the control that asked for it. */
const ACTION_SETTLES_MS = 5000;

/**
 * The modal gives the focus back to the control that opened it, which the confirmed action often
 * takes away a moment later (Revoke once the key is revoked, Submit once the order is): the focus
 * would fall to the top of the document. It goes to the page's content instead, where a keyboard
 * user carries on; a focus the user has moved meanwhile is left alone.
 */
function keepFocusOnPage(trigger: HTMLElement | null) {
  if (!trigger) return;
  const until = Date.now() + ACTION_SETTLES_MS;
  const check = () => {
    if (trigger.isConnected) {
      if (Date.now() < until) setTimeout(check, 100);
      return;
    }
    if (document.activeElement === null || document.activeElement === document.body) document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  setTimeout(check, 0);
}

/**
 * Mounts the modals and notifications (overlays.tsx) once the page has loaded and the browser is
 * idle, so the sign-in page paints without them. A notification shown earlier waits in its store
 * and appears when they mount; a confirmation opens through openConfirmModal() here.
 */
export function DeferredOverlays() {
  const [mount, setMount] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    mountNow = () => setMount(true);
    const later = () => {
      idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(() => setMount(true), { timeout: 2000 }) : window.setTimeout(() => setMount(true), 200);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      mountNow = undefined;
      window.removeEventListener('load', later);
      if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
    };
  }, []);
  return mount ? (
    <Suspense fallback={null}>
      <Overlays onMounted={markMounted} />
    </Suspense>
  ) : null;
}
