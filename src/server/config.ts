import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APP_VERSION } from '../shared/version';
import { ENVIRONMENTS, type Environment } from '../shared/org-flags';

/** Every setting the server reads, with its default; README.md documents each one. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Owner connection (migrations, seeds). Unset: the embedded PostgreSQL under dataDir. */
  databaseUrl: string | null;
  /**
   * The app role's own connection (APP_DATABASE_URL), e.g. through a pooler; unset, the owner's
   * server and database as APP_DB_ROLE with APP_DB_PASSWORD.
   */
  appDatabaseUrl: string | null;
  /**
   * MIGRATE_ON_START (default true): the server brings the schema up to date (and seeds the demo)
   * itself, as `npm run migrate` does; false where a deploy step runs `npm run migrate` first and
   * the instances get no owner credentials.
   */
  migrateOnStart: boolean;
  /** How long a stopping instance lets running jobs finish before handing them back. */
  jobGraceSeconds: number;
  /** App-role connection to a read replica for list pages and reports that may lag. */
  databaseReadUrl: string | null;
  /** A direct (unpooled) app-role connection for LISTEN; unset: the app's own connection. */
  databaseListenUrl: string | null;
  /** How every connection talks to PostgreSQL, whatever its URL. */
  databaseClient: DatabaseClientConfig;
  /** Role the app queries as: no SUPERUSER, no BYPASSRLS, so row-level security applies. */
  appDbRole: string;
  appDbPassword: string;
  apiKey: string;
  /** Signs CSRF tokens; persisted under dataDir when not given. */
  appSecret: string;
  appVersion: string;
  /** The deployment (APP_ENV): develop, release or prod; anything else is develop. */
  environment: Environment;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  seedDemo: boolean;
  /** The form definitions (record engine) are read from here at start. */
  schemasDir: string;
  sessionTtlHours: number;
  /**
   * Which proxies' X-Forwarded-For gives the client address (`request.ip`: sign-in throttling,
   * the audit trail, the allowed networks of the web bundy). Fastify's `trustProxy`.
   */
  trustProxy: boolean | string[];
  throttle: ThrottleConfig;
  /** Unauthenticated writes per key, counted in the sign-in window (`throttle.windowSeconds`). */
  limits: RequestLimitsConfig;
  logLevel: string;
  /**
   * The bearer token GET /metrics asks for; null: the metrics are served only to callers on this
   * machine (the socket's loopback address).
   */
  metricsToken: string | null;
  /** Where new files' bytes are kept (FILE_STORE); each file's row names where its own are. */
  fileStore: FileStoreKind;
  /** The S3-compatible bucket (S3_*), when S3_BUCKET is set. */
  s3: S3Config | null;
}

const DATABASE_SSL_MODES = ['disable', 'require', 'verify-full'] as const;

export interface DatabaseClientConfig {
  /**
   * TLS to PostgreSQL: `require` encrypts without checking the certificate, `verify-full` also
   * checks it against `sslCa` (else the system's CAs) and the host name.
   */
  ssl: (typeof DATABASE_SSL_MODES)[number];
  /** The CA file's contents (DATABASE_SSL_CA names the file). */
  sslCa: string | null;
  /** Named statements prepared per connection; off behind a pooler that cannot keep them. */
  preparedStatements: boolean;
}

export const FILE_STORES = ['postgres', 's3'] as const;
export type FileStoreKind = (typeof FILE_STORES)[number];

export interface S3Config {
  /** Null: AWS's own endpoint of the region. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Null: the SDK's own credentials (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `bucket` in the path, not the host name (MinIO and other S3-compatible servers). */
  forcePathStyle: boolean;
}

export interface RequestLimitsConfig {
  /** Password-reset requests for one username of an organisation, whether it exists or not. */
  forgotPasswordPerUsername: number;
  /** Password-reset requests from one address, over all usernames. */
  forgotPasswordPerAddress: number;
  /** Other unauthenticated writes from one address: links, decisions, careers applications. */
  publicWritesPerAddress: number;
  /** Opening a link page (an e-mail decision's, a new hire's invitation) from one address. */
  linkViewsPerAddress: number;
  /** Kiosk punches from one address: a kiosk at shift change punches many people. */
  kioskPunchesPerAddress: number;
}

export interface ThrottleConfig {
  /** Consecutive failures of one account from one address before it is locked. */
  accountIpFailures: number;
  /** Failures of one account from all addresses within the window before it is slowed. */
  accountFailures: number;
  /** Failures from one address (any account) within the window before it is refused. */
  ipFailures: number;
  /** First lock, doubled on each further failure up to maxLockSeconds. */
  lockSeconds: number;
  maxLockSeconds: number;
  windowSeconds: number;
}

type Env = Record<string, string | undefined>;

const int = (value: string | undefined, fallback: number) => {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
};

/**
 * TRUST_PROXY: `true` trusts any sender's X-Forwarded-For (safe only when nothing but the proxy
 * reaches the app), otherwise a comma-separated list of the proxies' addresses or CIDR ranges;
 * unset or `false` takes the socket's address.
 */
function trustProxyOf(value: string | undefined): boolean | string[] {
  if (value === undefined || value.trim() === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((entry) => entry.trim());
}

/** A typo in a security setting stops the start rather than quietly meaning `disable`. */
function databaseClientOf(env: Env): DatabaseClientConfig {
  const ssl = DATABASE_SSL_MODES.find((mode) => mode === (env.DATABASE_SSL || 'disable'));
  if (!ssl)
    throw new Error(
      `DATABASE_SSL must be one of ${DATABASE_SSL_MODES.join(', ')}, not "${env.DATABASE_SSL}"`,
    );
  return {
    ssl,
    sslCa: env.DATABASE_SSL_CA ? readFileSync(env.DATABASE_SSL_CA, 'utf8') : null,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS !== 'false',
  };
}

/** FILE_STORE and S3_*: a store that cannot work stops the start rather than losing uploads. */
function fileStoreOf(env: Env): Pick<Config, 'fileStore' | 's3'> {
  const fileStore = FILE_STORES.find((name) => name === (env.FILE_STORE || 'postgres'));
  if (!fileStore) throw new Error(`FILE_STORE must be postgres or s3, not "${env.FILE_STORE}"`);
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  if (!env.S3_BUCKET) {
    if (fileStore === 's3') throw new Error('FILE_STORE=s3 needs S3_BUCKET');
    return { fileStore, s3: null };
  }
  return {
    fileStore,
    s3: {
      endpoint: env.S3_ENDPOINT || null,
      region: env.S3_REGION || 'us-east-1',
      bucket: env.S3_BUCKET,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    },
  };
}

function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the settings from the environment; creates dataDir so the secret can live there. */
export function loadConfig(env: Env = process.env): Config {
  const port = int(env.PORT, 3000);
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  mkdirSync(dataDir, { recursive: true });
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    appDatabaseUrl: env.APP_DATABASE_URL || null,
    migrateOnStart: env.MIGRATE_ON_START !== 'false',
    jobGraceSeconds: int(env.JOB_GRACE_SECONDS, 25),
    databaseReadUrl: env.DATABASE_READ_URL || null,
    databaseListenUrl: env.DATABASE_LISTEN_URL || null,
    databaseClient: databaseClientOf(env),
    appDbRole: env.APP_DB_ROLE ?? 'hcm_app',
    appDbPassword: env.APP_DB_PASSWORD ?? 'hcm_app',
    apiKey: env.API_KEY ?? 'hcm-demo-key',
    appSecret: env.APP_SECRET || persistedSecret(dataDir),
    appVersion: env.APP_VERSION ?? APP_VERSION,
    environment: ENVIRONMENTS.find((name) => name === env.APP_ENV) ?? 'develop',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'HCM <no-reply@localhost>',
    seedDemo: env.SEED_DEMO !== 'false',
    schemasDir: resolve(env.SCHEMAS_DIR ?? 'schemas'),
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 12),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    throttle: {
      accountIpFailures: int(env.SIGNIN_ACCOUNT_IP_FAILURES, 5),
      accountFailures: int(env.SIGNIN_ACCOUNT_FAILURES, 50),
      ipFailures: int(env.SIGNIN_IP_FAILURES, 100),
      lockSeconds: int(env.SIGNIN_LOCK_SECONDS, 30),
      maxLockSeconds: int(env.SIGNIN_MAX_LOCK_SECONDS, 900),
      windowSeconds: int(env.SIGNIN_WINDOW_SECONDS, 900),
    },
    limits: {
      forgotPasswordPerUsername: int(env.FORGOT_PASSWORD_PER_USERNAME, 3),
      forgotPasswordPerAddress: int(env.FORGOT_PASSWORD_PER_ADDRESS, 10),
      publicWritesPerAddress: int(env.PUBLIC_WRITES_PER_ADDRESS, 30),
      linkViewsPerAddress: int(env.LINK_VIEWS_PER_ADDRESS, 120),
      kioskPunchesPerAddress: int(env.KIOSK_PUNCHES_PER_ADDRESS, 600),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsToken: env.METRICS_TOKEN || null,
    ...fileStoreOf(env),
  };
}
