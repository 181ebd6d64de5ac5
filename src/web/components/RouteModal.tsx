import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Loader, Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** The link state of a dialog opened from a list: the list's query, which closing the dialog returns to. */
export type ReturnTo = { returnSearch: string };
export const returnTo = (search: string): ReturnTo => ({ returnSearch: search });

/**
 * Closes a dialog route: back to the page it is routed over (`new` -> the list, `:id/edit` -> the
 * record), with the list's filters, sort and page when the list opened it (`returnTo`). Only
 * then: a dialog opened by a link with a query of its own (a prefilled form) returns to the bare page.
 */
export function useCloseRoute(to = '..') {
  const navigate = useNavigate();
  const { state } = useLocation();
  const search = (state as Partial<ReturnTo> | null)?.returnSearch ?? '';
  return () => navigate({ pathname: to, search }, { relative: 'path' });
}

type RouteModalProps = {
  title: ReactNode;
  size?: ModalProps['size'];
  closeOnClickOutside?: boolean;
  /**
   * What the form needs before it can render (the record being edited, the company's defaults):
   * until it is there the dialog shows a loader named `loadingLabel`.
   */
  ready?: boolean;
  loadingLabel?: string;
  /** Why what the form needs could not be loaded: shown instead of the loader. */
  error?: Error | null;
  /** The content, given the function that closes the dialog. */
  children: (close: () => void) => ReactNode;
  /** Where closing leads, relative to the dialog's path: `../..` for a dialog of a list's record (`:id/close` over the list). */
  closeTo?: string;
};

/** A dialog that is a route of its own over a page (create and edit forms), so the back button closes it; full screen on a phone. */
export function RouteModal({ title, size = 'lg', closeOnClickOutside, ready = true, loadingLabel = 'Loading', error, children, closeTo }: RouteModalProps) {
  const close = useCloseRoute(closeTo);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Modal opened onClose={close} title={title} size={size} closeOnClickOutside={closeOnClickOutside} fullScreen={phone}>
      {ready ? children(close) : error ? <Alert color="red" role="alert" title="Could not open this form">{error.message}</Alert> : <Loader aria-label={loadingLabel} />}
    </Modal>
  );
}
