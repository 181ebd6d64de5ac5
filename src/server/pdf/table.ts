import type { Flow } from './flow';
import { drawText, heightOf, lineHeightOf, wrap, type Align, type TextStyle } from './typeset';

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

  const rowHeight = (texts: string[], style: TextStyle) =>
    Math.max(...texts.map((text, index) => heightOf(flow.doc, text, cellWidth(index), style))) + 2 * look.padding;

  const drawRow = (texts: string[], style: TextStyle, height: number) => {
    texts.forEach((text, index) => drawText(flow.doc, text, {
      x: xOf(index) + look.padding, y: flow.y + look.padding, width: cellWidth(index), align: columns[index].align,
    }, style));
    flow.y += height;
  };

  const titles = columns.map((column) => column.title);
  const headerHeight = rowHeight(titles, look.header);
  const drawHeader = () => {
    flow.doc.rect(flow.left, flow.y, flow.width, headerHeight).fillColor(look.headerFill).fill();
    drawRow(titles, look.header, headerHeight);
  };

  const cells = rows.map((row) => columns.map((column) => column.text(row)));
  flow.ensure(headerHeight + (cells.length ? rowHeight(cells[0], look.body) : 0));
  drawHeader();
  for (const texts of cells) {
    const height = rowHeight(texts, look.body);
    if (flow.ensure(height)) drawHeader();
    drawRow(texts, look.body, height);
    flow.rule(flow.left, flow.right, look.ruleColor);
  }
}

/** Draws text wrapped to the flow's width, breaking pages between its lines. */
export function flowText(flow: Flow, text: string, style: TextStyle): void {
  for (const line of wrap(flow.doc, text, flow.width, style)) {
    flow.ensure(lineHeightOf(style));
    flow.y += drawText(flow.doc, line, { x: flow.left, y: flow.y, width: flow.width }, style);
  }
}
