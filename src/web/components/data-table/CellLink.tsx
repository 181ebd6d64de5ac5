import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor } from '@mantine/core';

/** A link inside a table row that opens its own page, not the row's. */
export function CellLink({ to, children }: { to: string; children: ReactNode }) {
  return <Anchor component={Link} to={to} onClick={(e) => e.stopPropagation()}>{children}</Anchor>;
}
