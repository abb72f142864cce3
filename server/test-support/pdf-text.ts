/** A PDF's text as poppler's pdftotext lays it out (`-layout`), and its page count (pdfinfo): what a reader sees. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function pdfToText(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 256 * 1024 * 1024 });
    const { stdout: info } = await run('pdfinfo', [file]);
    return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
