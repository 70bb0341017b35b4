/** CSV downloads (RFC 4180) that are safe to open in a spreadsheet: the applicant export and the operators' inbox. */

export type CsvValue = string | number | null;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return that hides one) as a formula, so
 * anyone who typed into a form could plant one in a name or a message: such cells get a leading apostrophe, which
 * shows the text as typed (OWASP "CSV injection").
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV cell: neutralised, and quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  const text = neutralise(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, without its line break. */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}

/**
 * A CSV attachment streamed batch by batch: a big export never sits whole in memory, and the first bytes leave
 * before the last rows are read. A failure midway goes to `onError` and ends the download early (the status line is
 * already sent; the file stops short rather than lying).
 */
export function csvDownload(options: {
  header: readonly string[];
  batches: AsyncGenerator<readonly (readonly CsvValue[])[]>;
  filename: string;
  onError: (error: unknown) => void;
}): Response {
  const encoder = new TextEncoder();
  const { batches } = options;
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names with accents).
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(options.header)}\r\n`));
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map((row) => `${csvRow(row)}\r\n`).join('')));
      } catch (error) {
        options.onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${options.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
