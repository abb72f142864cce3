/**
 * A refusal or failure of a transfer command (move, backup, restore) that the person at the terminal can act
 * on: its message is the one line the command prints, without a stack.
 */
export class TransferError extends Error {
  override name = 'TransferError';
}

/** A PostgreSQL URL fit to print: the password replaced. */
export function printableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

/** Runs a command's `work`; prints a TransferError's line (anything else with its stack) and sets exit code 1. */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(
      error instanceof TransferError
        ? error.message
        : `Failed: ${error instanceof Error ? error.stack : String(error)}`,
    );
    process.exitCode = 1;
  }
}
