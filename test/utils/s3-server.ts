import { freePort } from './free-port';
import { startProcess } from './processes';
import { motoPython } from './required-tools';

export interface S3Server {
  /** The endpoint, e.g. http://127.0.0.1:PORT. */
  url: string;
  bucket: string;
  /** The settings that point the app (or a command) at this server's bucket. */
  env: Record<string, string>;
  /** Everything the server has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * moto's S3-compatible server on a free port, with one empty bucket in memory, set up as the README
 * asks of a site's bucket: browsers may read the listing photos (`listings/…`), nothing else.
 */
export async function startS3Server(bucket = 'gebeya-images'): Promise<S3Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const moto = startProcess(motoPython(), [
    '-m',
    'moto.server',
    '-H',
    '127.0.0.1',
    '-p',
    `${port}`,
  ]);
  const { output, stop } = moto;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (moto.child.exitCode !== null) throw new Error(`moto's server exited:\n${output()}`);
    try {
      // Path-style: PUT /bucket creates it (moto takes unsigned requests).
      if ((await fetch(`${url}/${bucket}`, { method: 'PUT' })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`moto's server did not answer in 30 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const policy = {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Principal: '*',
        Action: 's3:GetObject',
        Resource: `arn:aws:s3:::${bucket}/listings/*`,
      },
    ],
  };
  const policySet = await fetch(`${url}/${bucket}?policy`, {
    method: 'PUT',
    body: JSON.stringify(policy),
  });
  if (!policySet.ok) throw new Error(`moto refused the bucket policy: ${await policySet.text()}`);
  return {
    url,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: url,
      S3_PUBLIC_URL: `${url}/${bucket}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    },
    output,
    stop,
  };
}
