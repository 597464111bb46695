import { ChildProcess, spawn, SpawnOptions } from 'node:child_process';

/** A process the tests started: what it printed so far, and a stop that waits for its end. */
export interface TestProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited(): Promise<number | null>;
  /** SIGTERM, then waits until it has ended; nothing to do for one that already ended. */
  stop(): Promise<void>;
}

export function startProcess(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): TestProcess {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    output: () => output,
    exited: () => ended,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await ended;
    },
  };
}
