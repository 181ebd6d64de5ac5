import type { Flow } from './flow';
import { drawLines, lineHeightOf, wrap, type Align, type TextStyle } from './typeset';

/** A table column: a fixed width in points, or `'rest'` for what the fixed ones leave. */
export type Column<Row> = {
  title: string;
  width: number | 'rest';
  align?: Align;
  text: (row: Row) => string;
};

export type TableLook = {
  body: TextStyle;
  header: TextStyle;
  /** Space around the text in every cell. */
  padding: number;
  headerFill: string;
  ruleColor: string;
};

/**
 * Draws the rows under a header row, wrapping every cell to its column. A row that does not fit
 * above the footer goes to a new page, and the header row is drawn again above it; the header
 * never stays alone at the bottom of a page.
 */
export function drawTable<Row>(flow: Flow, columns: Column<Row>[], rows: Row[], look: TableLook): void {
  const fixed = columns.reduce((sum, column) => sum + (column.width === 'rest' ? 0 : column.width), 0);
  const rest = columns.filter((column) => column.width === 'rest').length;
  const widths = columns.map((column) => (column.width === 'rest' ? (flow.width - fixed) / rest : column.width));
  const cellWidth = (index: number) => widths[index] - 2 * look.padding;
  const xOf = (index: number) => flow.left + widths.slice(0, index).reduce((sum, width) => sum + width, 0);

  /** A row's cells wrapped to their columns once, for its height and then its drawing. */
  const layoutRow = (texts: string[], style: TextStyle) => {
    const cells = texts.map((text, index) => wrap(text, cellWidth(index), style));
    return { cells, style, height: Math.max(...cells.map((lines) => lines.length)) * lineHeightOf(style) + 2 * look.padding };
  };

  const drawRow = ({ cells, style, height }: ReturnType<typeof layoutRow>) => {
    cells.forEach((lines, index) => drawLines(flow.doc, lines, {
      x: xOf(index) + look.padding, y: flow.y + look.padding, width: cellWidth(index), align: columns[index].align,
    }, style));
    flow.y += height;
  };

  const header = layoutRow(columns.map((column) => column.title), look.header);
  const drawHeader = () => {
    flow.doc.rect(flow.left, flow.y, flow.width, header.height).fillColor(look.headerFill).fill();
    drawRow(header);
  };

  const body = rows.map((row) => layoutRow(columns.map((column) => column.text(row)), look.body));
  flow.ensure(header.height + (body[0]?.height ?? 0));
  drawHeader();
  for (const row of body) {
    if (flow.ensure(row.height)) drawHeader();
    drawRow(row);
    flow.rule(flow.left, flow.right, look.ruleColor);
  }
}

/** Draws text wrapped to the flow's width, breaking pages between its lines. */
export function flowText(flow: Flow, text: string, style: TextStyle): void {
  for (const line of wrap(text, flow.width, style)) {
    flow.ensure(lineHeightOf(style));
    flow.y += drawLines(flow.doc, [line], { x: flow.left, y: flow.y, width: flow.width }, style);
  }
}
