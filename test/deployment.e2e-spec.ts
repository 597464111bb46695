import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { Environment } from '../src/config/environment';
import { describeWithTools, haproxyPath } from './utils/required-tools';

const ROOT = join(__dirname, '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Every environment variable the server validates, so reads. */
const SETTINGS = [
  ...new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(Environment, '', true, false)
      .map((metadata) => metadata.propertyName),
  ),
];

/** What an operator deploys from: the README's table, docker-compose.yml and its proxy. */
describe('Deployment files', () => {
  it('reads the settings', () => {
    expect(SETTINGS).toEqual(expect.arrayContaining(['DATABASE_URL', 'TRUST_PROXY', 'S3_BUCKET']));
  });

  it("names every setting in the README's configuration table", () => {
    const readme = read('README.md');
    expect(
      SETTINGS.filter(
        (name) => !readme.includes(`| \`${name}\``) && !readme.includes(` / \`${name}\``),
      ),
    ).toEqual([]);
  });

  it('passes every setting through docker-compose.yml to the instances', () => {
    const compose = read('docker-compose.yml');
    expect(SETTINGS.filter((name) => !new RegExp(`^ +${name}: `, 'm').test(compose))).toEqual([]);
  });
});

describeWithTools(['haproxy'], 'The proxy of docker-compose.yml', () => {
  it('is a valid haproxy configuration', () => {
    const check = spawnSync(haproxyPath()!, ['-c', '-f', join(ROOT, 'deploy', 'haproxy.cfg')], {
      env: { ...process.env, S3_BUCKET: 'gebeya-images' },
      encoding: 'utf8',
    });
    expect(check.stdout + check.stderr).toContain('Configuration file is valid');
    expect(check.status).toBe(0);
  });
});
