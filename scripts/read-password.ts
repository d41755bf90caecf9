import readline from 'node:readline';
import { CliError } from './cli.js';

/** The password could not be read or is refused; the message says why. */
export class PasswordInputError extends CliError {}

/** One line of standard input when it is not a terminal (a pipe or a file). */
function readLine(): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = readline.createInterface({ input: process.stdin, terminal: false });
    let answered = false;
    rl.once('line', (line) => {
      answered = true;
      rl.close();
      resolve(line.replace(/\r$/, ''));
    });
    rl.once('close', () => {
      if (!answered) reject(new PasswordInputError('No password on standard input.'));
    });
  });
}

/**
 * Reads `prompts.length` lines from the terminal without echoing them. Keystrokes typed
 * (or pasted) ahead are kept for the next prompt; Ctrl+C or Ctrl+D cancels.
 */
function readHiddenLines(prompts: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    const lines: string[] = [];
    let value = '';
    let skipLineFeed = false;
    process.stderr.write(prompts[0] ?? '');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      if (error) {
        process.stderr.write('\n');
        reject(error);
      } else resolve(lines);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        const wasCarriageReturn = skipLineFeed;
        skipLineFeed = false;
        if (char === '\n' && wasCarriageReturn) continue;
        if (char === '\r' || char === '\n') {
          skipLineFeed = char === '\r';
          lines.push(value);
          value = '';
          process.stderr.write('\n');
          if (lines.length === prompts.length) return finish();
          process.stderr.write(prompts[lines.length] ?? '');
        } else if (char === '\u0003' || char === '\u0004') return finish(new PasswordInputError('Cancelled.'));
        else if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** A password from the terminal (asked twice, not echoed) or from piped standard input. */
export async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return readLine();
  const [first = '', second = ''] = await readHiddenLines([prompt, 'Repeat the password: ']);
  if (first !== second) throw new PasswordInputError('The two passwords differ.');
  return first;
}
