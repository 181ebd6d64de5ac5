import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Button, FileInput, Group, Paper, Progress, SegmentedControl, Select, Stack, Stepper, Table, Text, Title } from '@mantine/core';
import type { CsvFile } from '../../../contract/csv';
import { importTypes, type ImportMode, type ImportRecord, type ImportRowError, type ImportSummary, type ImportType } from '../../../contract/imports';
import { ApiError } from '../../api/client';
import { imports } from '../../api/imports';
import { useCurrentCompany } from '../../app/current-company';
import { downloadBlob } from '../../components/download';
import { formatNumber, userLocale } from '../../components/format';
import { separatorsOf } from '../../money/parse-money';
import { autoMapping, columnsOf, fileRow, fileRowsInText, mappedCsv, missingColumns, renumberProblemsCsv, sentLines, undecidedColumns, type ColumnTarget } from './import-file';
import { typeLabels, targetPaths } from './labels';
import { parseInWorker } from './parse-in-worker';
import { ProblemGrid } from './ProblemGrid';
import { ImportChangesPreview } from './ImportChangesPreview';

type Loaded = { name: string; size: number; file: CsvFile; encoding: 'utf-8' | 'windows-1252' };
/** `lines`: the file's row of each row sent (skipped rows are not sent), to read the service's row numbers back. */
type Check = { state: 'idle' | 'checking' } | { state: 'ready'; summary: ImportSummary; skipped: number[] }
  | { state: 'problems'; errors: ImportRowError[]; message: string; lines: number[] } | { state: 'refused'; message: string };

const sizeText = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : bytes < 1024 * 1024 ? `${formatNumber(Math.round(bytes / 102.4) / 10)} KB` : `${formatNumber(Math.round(bytes / 104857.6) / 10)} MB`);
const rowsText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'row' : 'rows'}`;
/** "Row 3 is", "Rows 3 and 5 are", "12 rows are". */
const skippedRows = (lines: number[], verb: [one: string, many: string]) => {
  if (lines.length === 1) return `Row ${lines[0]} ${verb[0]}`;
  if (lines.length > 10) return `${formatNumber(lines.length)} rows ${verb[1]}`;
  return `Rows ${lines.slice(0, -1).join(', ')} and ${lines.at(-1)} ${verb[1]}`;
};
const countsText = (s: { created: number; updated: number; unchanged: number }) =>
  `${formatNumber(s.created)} to create, ${formatNumber(s.updated)} to update, ${formatNumber(s.unchanged)} unchanged`;

/**
 * Route `settings/imports/new`: the import wizard. Type and file (parsed in a Web Worker with the
 * service's parser), columns matched by name and adjustable, a dry run whose problems can be fixed
 * in place, then the import with its progress and a summary.
 */
export default function ImportWizardPage() {
  const { companyId } = useCurrentCompany();
  const [step, setStep] = useState(0);
  const [type, setType] = useState<ImportType>('ITEM');
  const [mode, setMode] = useState<ImportMode>('INSERT');
  // the user's own way of writing decimals to start with (a German spreadsheet writes 12,50); shown, and changed here
  const [decimalSeparator, setDecimalSeparator] = useState<'.' | ','>(() => (separatorsOf(userLocale).decimal === ',' ? ',' : '.'));
  const [picked, setPicked] = useState<File | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnTarget[]>([]);
  const [edits, setEdits] = useState<Map<string, string>>(new Map());
  const [skipped, setSkipped] = useState<Set<number>>(new Set());
  const [importId, setImportId] = useState<string | null>(null);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [progress, setProgress] = useState<ImportRecord | null>(null);
  const [result, setResult] = useState<{ summary?: ImportSummary; message?: string; skipped: number[] } | null>(null);

  const chooseType = (next: ImportType) => {
    setType(next);
    if (loaded) setMapping(autoMapping(next, loaded.file.header));
    setImportId(null); // an import has one type: another type is a new import
    setCheck({ state: 'idle' });
  };

  const chooseFile = async (file: File | null) => {
    setPicked(file);
    setLoaded(null);
    setFileProblem(null);
    setEdits(new Map());
    setSkipped(new Set());
    setCheck({ state: 'idle' });
    if (!file) return;
    const answer = await parseInWorker(file);
    if (!answer.ok) return setFileProblem(answer.message);
    setLoaded({ name: file.name, size: file.size, file: answer.file, encoding: answer.encoding });
    setMapping(autoMapping(type, answer.file.header));
  };

  const downloadTemplate = async () => {
    const { blob, filename } = await imports.template(type);
    downloadBlob(filename ?? `${type}.csv`, blob);
  };

  const send = async (dryRun: boolean, skip: ReadonlySet<number>) => {
    let id = importId;
    if (!id) {
      id = (await imports.create({ companyId: companyId!, importType: type })).id;
      setImportId(id);
    }
    const csv = new Blob([mappedCsv(loaded!.file, mapping, edits, skip)], { type: 'text/csv' });
    return imports.process(id, csv, loaded!.name, { companyId: companyId!, importType: type, mode, decimalSeparator, dryRun });
  };

  const runCheck = async (skip: ReadonlySet<number> = skipped) => {
    setStep(2);
    setCheck({ state: 'checking' });
    // the service numbers the rows it receives; without the skipped rows, those are not the file's
    const lines = sentLines(loaded!.file, skip);
    try {
      const summary = await send(true, skip);
      setCheck({ state: 'ready', skipped: [...skip].sort((a, b) => a - b), summary: { ...summary, changes: summary.changes.map((c) => ({ ...c, row: fileRow(c.row, lines) })) } });
    } catch (error) {
      if (error instanceof ApiError && error.errors.some((e) => e.row !== undefined && e.row > 0)) {
        const errors = error.errors.filter((e) => e.row !== undefined).map((e) => ({ row: fileRow(e.row!, lines), column: e.column ?? null, message: fileRowsInText(e.message, lines), code: e.code }));
        setCheck({ state: 'problems', message: error.userMessage, errors, lines });
      } else {
        setCheck({ state: 'refused', message: error instanceof ApiError ? error.userMessage : String(error) });
      }
    }
  };

  const runImport = async () => {
    setStep(3);
    setResult(null);
    const running = send(false, skipped);
    let done = false;
    const poll = async () => {
      while (!done) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        if (!done && importId) setProgress(await imports.get(importId).catch(() => null));
      }
    };
    void poll();
    try {
      setResult({ summary: await running, skipped: [...skipped].sort((a, b) => a - b) });
    } catch (error) {
      setResult({ message: error instanceof ApiError ? error.userMessage : String(error), skipped: [] });
    } finally {
      done = true;
    }
  };

  const mapped = mapping.flatMap((target, index) => (target && loaded ? [{ index, header: loaded.file.header[index], target }] : []));
  const missing = missingColumns(type, mapping);
  const undecided = loaded ? undecidedColumns(loaded.file.header, mapping) : [];
  const targets = columnsOf(type);
  return (
    <Stack maw={1100}>
      <Group justify="space-between">
        <Title order={2}>New import</Title>
        <Anchor component={Link} to="/settings/imports">Import history</Anchor>
      </Group>
      <Stepper active={step} onStepClick={(s) => s < step && step < 3 && setStep(s)} size="sm">
        <Stepper.Step label="File" description="Type and file">
          <Stack mt="md">
            <Group align="flex-end">
              <Select label="What to import" data={importTypes.map((value) => ({ value, label: typeLabels[value] }))} value={type} onChange={(v) => v && chooseType(v as ImportType)} allowDeselect={false} w={220} />
              <Button variant="light" onClick={() => void downloadTemplate()}>Download the template</Button>
            </Group>
            <Paper withBorder p="md" style={{ borderStyle: 'dashed' }} data-testid="file-drop"
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                const dropped = e.dataTransfer.files[0];
                if (dropped) void chooseFile(dropped);
              }}>
              <Text size="sm" mb="xs">Drop a CSV file here, or choose one.</Text>
              <FileInput label="CSV file" accept=".csv,text/csv" value={picked} onChange={(f) => void chooseFile(f)} clearable clearButtonProps={{ 'aria-label': 'Remove the file' }} maw={420} />
            </Paper>
            {fileProblem && <Alert color="red" role="alert" title="This file cannot be read">{fileProblem}</Alert>}
            {loaded && (
              <Text size="sm" data-testid="file-facts">{loaded.name} · {sizeText(loaded.size)} · {formatNumber(loaded.file.rows.length)} {loaded.file.rows.length === 1 ? 'row' : 'rows'}</Text>
            )}
            {loaded?.encoding === 'windows-1252' && (
              <Alert color="yellow" data-testid="file-encoding" title="Read as Windows-1252">
                This file is not UTF-8, so it was read as Windows-1252, the encoding Excel on Windows saves as &quot;CSV&quot;. Check its accented letters in the preview on the next step; if they look wrong, save the file as &quot;CSV UTF-8&quot; and choose it again.
              </Alert>
            )}
            <Group align="flex-end">
              <div>
                <Text size="sm" fw={500} id="import-mode">Existing records</Text>
                <SegmentedControl aria-labelledby="import-mode" value={mode} onChange={(v) => setMode(v as ImportMode)}
                  data={[{ value: 'INSERT', label: 'Refuse them (only new)' }, { value: 'UPSERT', label: 'Update them' }]} />
              </div>
              <Select label="Decimal separator in the file" value={decimalSeparator} onChange={(v) => v && setDecimalSeparator(v as '.' | ',')} allowDeselect={false}
                data={[{ value: '.', label: 'Point: 12.50' }, { value: ',', label: 'Comma: 12,50' }]} w={220} />
            </Group>
            {mode === 'UPSERT' && (
              <Text size="sm" c="dimmed" data-testid="upsert-rule">Only the cells the file fills are changed: an empty cell leaves the field as it is. Write #clear in a cell to empty that field.</Text>
            )}
            <Group><Button disabled={!loaded} onClick={() => setStep(1)}>Next: columns</Button></Group>
          </Stack>
        </Stepper.Step>

        <Stepper.Step label="Columns" description="Match and preview">
          {loaded && (
            <Stack mt="md">
              <Text size="sm">Each column of the file goes to the {typeLabels[type].toLowerCase()} field of the same name; change any that is wrong.</Text>
              <Paper withBorder style={{ overflowX: 'auto' }}>
                <Table aria-label="Columns of the file" style={{ minWidth: 640 }}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Column in the file</Table.Th>
                      <Table.Th scope="col">Imported as</Table.Th>
                      {loaded.file.rows.slice(0, 3).map((r) => <Table.Th key={r.line} scope="col">Row {r.line}</Table.Th>)}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {loaded.file.header.map((h, i) => (
                      <Table.Tr key={i}>
                        <Table.Th scope="row" fw={500}>{h || `(column ${i + 1})`}</Table.Th>
                        <Table.Td>
                          <Select aria-label={`Import ${h || `column ${i + 1}`} as`} size="xs" w={200} allowDeselect={false}
                            placeholder="Choose a field" error={mapping[i] === undefined ? 'Matches no field: choose one or Not imported' : undefined}
                            value={mapping[i] === undefined ? null : (mapping[i] ?? '')}
                            onChange={(v) => setMapping((m) => m.map((t, j) => (j === i ? v || null : t === v ? undefined : t)))}
                            data={[{ value: '', label: 'Not imported' }, ...targets.map((t) => ({ value: t, label: t }))]} />
                        </Table.Td>
                        {loaded.file.rows.slice(0, 3).map((r) => <Table.Td key={r.line}><Text size="sm" lineClamp={1}>{r.cells[i]}</Text></Table.Td>)}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
              {undecided.length > 0 && (
                <Alert color="yellow" title="Columns of the file that match no field" data-testid="undecided-columns">
                  {undecided.join(', ')}: choose the field each one fills, or "Not imported" to leave it out.
                </Alert>
              )}
              {missing.length > 0 && <Alert color="yellow" title="Required columns not matched">{missing.join(', ')}: map a file column to each, or add them to the file.</Alert>}
              <Group>
                <Button variant="default" onClick={() => setStep(0)}>Back</Button>
                <Button disabled={missing.length > 0 || undecided.length > 0} onClick={() => void runCheck()}>Check the file</Button>
              </Group>
            </Stack>
          )}
        </Stepper.Step>

        <Stepper.Step label="Check" description="Dry run, fix problems">
          <Stack mt="md">
            {check.state === 'checking' && <Text size="sm" role="status">Checking every row…</Text>}
            {check.state === 'refused' && (
              <Alert color="red" role="alert" title="The file was refused">{check.message}</Alert>
            )}
            {check.state === 'problems' && loaded && (
              <>
                <Alert color="red" role="alert" title="Nothing was imported: fix these rows">{check.message}</Alert>
                <ProblemGrid file={loaded.file} columns={mapped} errors={check.errors} edits={edits} setEdits={setEdits} skipped={skipped} setSkipped={setSkipped} />
                {skipped.size >= loaded.file.rows.length && <Text size="sm" c="red">Every row is skipped: include a row to import.</Text>}
                <Group>
                  <Button disabled={skipped.size >= loaded.file.rows.length} onClick={() => void runCheck()}>Check again</Button>
                  {importId && (
                    <Button variant="light" onClick={async () => {
                      const { blob, filename } = await imports.errorsCsv(importId);
                      // the service's row numbers are those of the rows it received
                      const renumbered = check.lines.length === loaded.file.rows.length ? blob : new Blob([renumberProblemsCsv(await blob.text(), check.lines)], { type: 'text/csv' });
                      downloadBlob(filename ?? 'import-errors.csv', renumbered);
                    }}>Download the problems (CSV)</Button>
                  )}
                </Group>
              </>
            )}
            {check.state === 'ready' && (
              <>
                <Alert color="blue" title="Ready to import" data-testid="check-ready">
                  <Stack gap={4}>
                    <Text size="sm">{rowsText(check.summary.rows)} checked, no problems: {countsText(check.summary)}. Nothing has been written yet.</Text>
                    {check.skipped.length > 0 && <Text size="sm">{skippedRows(check.skipped, ['is skipped and will not be imported.', 'are skipped and will not be imported.'])}</Text>}
                  </Stack>
                </Alert>
                <ImportChangesPreview changes={check.summary.changes} updated={check.summary.updated} />
                <Group>
                  <Button onClick={() => void runImport()}>Import {rowsText(check.summary.rows)}</Button>
                  {check.skipped.length > 0 && (
                    <Button variant="default" onClick={() => {
                      setSkipped(new Set());
                      void runCheck(new Set());
                    }}>Include the skipped rows and check again</Button>
                  )}
                </Group>
              </>
            )}
            <Group><Button variant="default" onClick={() => setStep(1)} disabled={check.state === 'checking'}>Back to the columns</Button></Group>
          </Stack>
        </Stepper.Step>

        <Stepper.Step label="Import" description="Write and summary">
          <Stack mt="md">
            {!result && (
              <>
                <Text size="sm" role="status">Importing… {progress?.rowsTotal ? `${formatNumber(progress.rowsProcessed)} of ${formatNumber(progress.rowsTotal)} rows` : ''}</Text>
                <Progress aria-label="Import progress" value={progress?.rowsTotal ? (100 * progress.rowsProcessed) / progress.rowsTotal : 5} animated />
              </>
            )}
            {result?.summary && (
              <Alert color="blue" title="Imported" data-testid="import-summary">
                <Stack gap={4}>
                  <Text size="sm">
                    {rowsText(result.summary.rows)} in {formatNumber(result.summary.durationMs / 1000)} s: {formatNumber(result.summary.created)} created, {formatNumber(result.summary.updated)} updated, {formatNumber(result.summary.unchanged)} unchanged.
                    {result.skipped.length > 0 ? ` ${skippedRows(result.skipped, ['was skipped.', 'were skipped.'])}` : ''}
                  </Text>
                  <Anchor component={Link} to={targetPaths[type]} size="sm">See the {typeLabels[type].toLowerCase()}</Anchor>
                </Stack>
              </Alert>
            )}
            {result?.message && <Alert color="red" role="alert" title="Nothing was imported">{result.message}</Alert>}
            {result && <Group><Anchor component={Link} to="/settings/imports">Import history</Anchor></Group>}
          </Stack>
        </Stepper.Step>
      </Stepper>
    </Stack>
  );
}
