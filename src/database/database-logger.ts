import { Logger } from '@nestjs/common';
import { AbstractLogger, LogLevel, LogMessage } from 'typeorm';

/**
 * TypeORM's warnings (slow queries among them) and migration notes through Nest's logger, never
 * with a query's parameters: those hold password hashes, e-mails and phone numbers.
 */
export class DatabaseLogger extends AbstractLogger {
  private readonly logger = new Logger('Database');

  protected writeLog(level: LogLevel, logMessage: LogMessage | LogMessage[]): void {
    const messages = this.prepareLogMessages(logMessage, {
      appendParameterAsComment: false,
      highlightSql: false,
    });
    const text = messages
      .map((message) => [message.prefix, message.message].filter(Boolean).join(' '))
      .join(' ');
    if (level === 'warn') this.logger.warn(text);
    else if (level === 'error') this.logger.error(text);
    else this.logger.log(text);
  }
}
