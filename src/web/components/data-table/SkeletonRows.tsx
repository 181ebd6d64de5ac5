import { Skeleton, Table } from '@mantine/core';

/** The rows of a table whose first page is loading: five rows of grey bars, `columns` cells each. */
export function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 5 }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: columns }, (_, cell) => <Table.Td key={cell}><Skeleton height={14} /></Table.Td>)}
    </Table.Tr>
  ));
}
