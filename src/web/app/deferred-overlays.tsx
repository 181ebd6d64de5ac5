import { Suspense, lazy, useEffect, useState } from 'react';

const Overlays = lazy(() => import('./overlays'));

/**
 * Mounts the modals and notifications (overlays.tsx) once the page has loaded and the browser is
 * idle, so the sign-in page paints without them. A notification shown earlier waits in its store
 * and appears when they mount.
 */
export function DeferredOverlays() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const mount = () => {
      idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(() => setMounted(true), { timeout: 2000 }) : window.setTimeout(() => setMounted(true), 200);
    };
    if (document.readyState === 'complete') mount();
    else window.addEventListener('load', mount, { once: true });
    return () => {
      window.removeEventListener('load', mount);
      if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}
