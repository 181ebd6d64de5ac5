import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';

/** A text filter that updates the URL once the user pauses typing. */
export function SearchFilter({ label, value, onChange, w = 220 }: { label: string; value: string | undefined; onChange: (value: string | undefined) => void; w?: number }) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const commit = useDebouncedCallback((next: string) => onChange(next.trim() || undefined), 300);
  return (
    <TextInput
      label={label}
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      w={w}
    />
  );
}
