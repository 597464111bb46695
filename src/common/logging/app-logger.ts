import { ConsoleLogger, LogLevel } from '@nestjs/common';

/**
 * Lines written to stdout during one turn of the event loop, sent in one write at its end. Writes
 * to a file or a pipe are synchronous in Node: with a line per request, one system call per line
 * cost a busy server more than some of its queries.
 */
class PendingLines {
  private lines: string[] = [];

  push(line: string): void {
    if (this.lines.push(line) === 1) setImmediate(() => this.flush());
  }

  flush(): void {
    if (!this.lines.length) return;
    const text = this.lines.join('');
    this.lines = [];
    process.stdout.write(text);
  }
}

const pendingLines = new PendingLines();
// Nothing logged just before the process ends is lost (stdout writes are synchronous here).
process.once('exit', () => pendingLines.flush());

/**
 * Nest's console logger, in its own format, made cheap enough for a line per request: the
 * timestamp (to the second) is formatted once a second, and ordinary lines go out together.
 * Warnings and errors go out at once, after whatever was waiting, so the order holds. Colours
 * only on a terminal: a file or a log collector gets plain text.
 */
export class AppLogger extends ConsoleLogger {
  private stampedSecond = -1;
  private stamp = '';

  constructor() {
    super({ colors: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR });
  }

  protected getTimestamp(): string {
    const second = Math.floor(Date.now() / 1000);
    if (second !== this.stampedSecond) {
      this.stampedSecond = second;
      this.stamp = super.getTimestamp();
    }
    return this.stamp;
  }

  protected printMessages(
    messages: unknown[],
    context = '',
    logLevel: LogLevel = 'log',
    writeStreamType?: 'stdout' | 'stderr',
    errorStack?: unknown,
  ): void {
    const ordinary = logLevel === 'log' || logLevel === 'debug' || logLevel === 'verbose';
    if (
      !ordinary ||
      writeStreamType === 'stderr' ||
      this.options.json ||
      this.options.forceConsole
    ) {
      pendingLines.flush();
      super.printMessages(messages, context, logLevel, writeStreamType, errorStack);
      return;
    }
    const pid = this.formatPid(process.pid);
    const contextText = this.formatContext(context);
    const level = logLevel.toUpperCase().padStart(7, ' ');
    for (const message of messages) {
      const since = this.updateAndGetTimestampDiff();
      pendingLines.push(this.formatMessage(logLevel, message, pid, level, contextText, since));
    }
  }
}
