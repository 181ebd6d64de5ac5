/**
 * The vertical position on the current page and the page breaks: content asks for the room it
 * needs (`ensure`) and gets a new page, with whatever the document repeats at the top of every
 * page (`onNewPage`), when it does not fit above the footer.
 */
export class Flow {
  y: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly margin: number,
    /** Kept free at the bottom of every page for the footer. */
    readonly footerSpace: number,
    private readonly onNewPage: (flow: Flow) => void,
    /** A page past this many is refused (`tooMany` is thrown): a bound on what one document costs. */
    private readonly maxPages = Infinity,
    private readonly tooMany: () => Error = () => new Error(`more than ${maxPages} pages`),
  ) {
    this.y = margin;
  }

  get left() { return this.margin; }
  get width() { return this.doc.page.width - 2 * this.margin; }
  get right() { return this.left + this.width; }
  get bottom() { return this.doc.page.height - this.margin - this.footerSpace; }

  /** Starts a new page unless `height` fits below the current position; answers whether it did. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }

  newPage(): void {
    if (this.doc.bufferedPageRange().count >= this.maxPages) throw this.tooMany();
    this.doc.addPage();
    this.y = this.margin;
    this.onNewPage(this);
  }

  /** A horizontal rule across [x1, x2] at the current position. */
  rule(x1 = this.left, x2 = this.right, color = '#999999', width = 0.5): void {
    this.doc.moveTo(x1, this.y).lineTo(x2, this.y).lineWidth(width).strokeColor(color).stroke();
  }
}
