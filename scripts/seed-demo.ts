/**
 * `npm run seed:demo` loads a clearly flagged demo set of compensation entries (is_demo = true) and a verified demo
 * company (an owner and a recruiter who can sign in, three open internship positions to apply to, conversations with
 * two of its demo applicants, four projects on LeapMarket) and about 200 visible
 * demo quants for the talent directory and match into the database the server uses: it reads the
 * same settings as `npm start` (the environment, then `.env`), and says which database it wrote to (DATA_DIR's
 * PGlite, or DATABASE_URL); `npm run seed:demo:remove` (or `-- --remove`) deletes them again.
 * Never run by anything else. Stop the server first when it uses PGlite: PGlite allows one process at a time, so
 * while the server holds DATA_DIR's lock this refuses (exit code 1) and writes nothing.
 */
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { describeDatabase } from '../src/server/describe-database';
import { loadEnvFile } from '../src/server/env-file';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { removeDemoEntries, seedDemoEntries } from '../src/server/features/compensation/demo-data';
import { seedDemoPositions } from '../src/server/features/internship-board/demo-data';
import {
  DEMO_APPLICANT_PASSWORD,
  removeDemoApplicants,
  seedDemoApplicants,
} from '../src/server/features/internship-board/demo-applicants';
import {
  DEMO_OWNER,
  DEMO_PASSWORD,
  DEMO_RECRUITER,
  removeDemoCompanies,
  seedDemoCompany,
  type CreateAccount,
} from '../src/server/features/company/demo-data';
import { DEMO_TALENT_DOMAIN, removeDemoTalent, seedDemoTalent } from '../src/server/features/talent/demo-talent';
import { seedDemoConversations } from '../src/server/features/messages/demo-conversations';
import { seedDemoProjects, seedDemoProposals } from '../src/server/features/projects/demo-projects';
import { seedDemoInterviews } from '../src/server/features/internship-board/demo-interviews';
import { createAuth } from '../src/server/features/auth/auth';
import { createLogger } from '../src/server/platform/logger';
import { createMailer } from '../src/server/platform/mail/mailer';
import { createS3Storage } from '../src/server/platform/storage/s3-storage';
import { createLocalStorage } from '../src/server/platform/storage/storage';
import { asc, eq, like } from 'drizzle-orm';
import path from 'node:path';
import { user, userApplications } from '../src/server/db/schema';

const remove = process.argv.includes('--remove');

/** Demo accounts are made by better-auth itself, so they sign in like any account (verified, with a password). */
function accountMaker(database: Database): CreateAccount {
  const logger = createLogger('silent');
  const mailer = createMailer({ db: database.db, logger, from: config.mailFrom });
  const context = createAuth({ db: database.db, config, mailer, logger }).$context;
  return async ({ name, email, password }) => {
    const auth = await context;
    const created = await auth.internalAdapter.createUser(
      { name, email, emailVerified: true },
      { method: 'email-password' },
    );
    await auth.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await auth.password.hash(password),
    });
    return created.id;
  };
}
const envFile = loadEnvFile();
if (envFile) console.log(`Read settings from ${envFile} (variables set in the environment win).`);
const config = loadConfig();
const purpose = remove ? 'seed:demo:remove' : 'seed:demo';
let database: Database;
try {
  database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, purpose });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(
    error.holder.purpose === 'server' && error.onThisHost
      ? `The QuantLeap server is running on ${error.dataDir} (pid ${error.holder.pid}): stop the server first, ` +
          `then run npm run ${purpose} again.`
      : error.message,
  );
  process.exit(1);
}
// The same uploads store as the server (DATA_DIR/uploads, or S3 when configured): demo résumés live there.
const storage = config.s3
  ? createS3Storage({ ...config.s3, forcePathStyle: !!config.s3.endpoint })
  : createLocalStorage(path.join(config.dataDir, 'uploads'));
try {
  await database.migrate();
  const where = describeDatabase(config);
  if (remove) {
    const removed = await removeDemoEntries(database.db);
    console.log(`Removed ${removed} demo compensation entries from ${where}.`);
    const applicants = await removeDemoApplicants(database.db, storage);
    await removeDemoCompanies(database.db);
    console.log(
      `Removed the demo company, its accounts, its internship positions, its projects, its conversations and ${applicants} demo applicants.`,
    );
    const talent = await removeDemoTalent(database.db);
    console.log(`Removed ${talent} demo quant profiles from the talent directory.`);
  } else {
    const added = await seedDemoEntries(database.db);
    console.log(`Loaded ${added} demo compensation entries into ${where} (remove them: npm run seed:demo:remove).`);
    const companyId = await seedDemoCompany(database.db, accountMaker(database));
    const positions = await seedDemoPositions(database.db, companyId);
    console.log(`Loaded the verified demo company Demo Quant Capital with ${positions} new internship positions.`);
    const [owner] = await database.db.select().from(user).where(eq(user.email, DEMO_OWNER.email));
    const applicants = await seedDemoApplicants(database.db, storage, companyId, accountMaker(database), {
      id: owner!.id,
      name: owner!.name,
    });
    console.log(`Loaded ${applicants} new demo applications (applicants sign in with ${DEMO_APPLICANT_PASSWORD}).`);
    const conversations = await seedDemoConversations(database.db, companyId, owner!.id);
    console.log(
      `Loaded ${conversations} new demo conversations between the demo company and its applicants (/messages).`,
    );
    // The first demo applicant is invited to the private NDA project, so signing in as them shows it on LeapMarket.
    const [invited] = await database.db
      .select({ userId: userApplications.userId, email: user.email })
      .from(userApplications)
      .innerJoin(user, eq(user.id, userApplications.userId))
      .where(eq(userApplications.companyId, companyId))
      .orderBy(asc(userApplications.createdAt))
      .limit(1);
    const projects = await seedDemoProjects(database.db, companyId, owner!.id, invited ? [invited.userId] : []);
    console.log(
      `Loaded ${projects} new demo projects on LeapMarket (a private NDA project, shown to ${invited?.email ?? 'nobody yet'}).`,
    );
    const talent = await seedDemoTalent(database.db);
    console.log(
      `Loaded ${talent} new visible demo quant profiles into the talent directory (sign in as the demo firm to search ` +
        'and match them).',
    );
    const interviews = await seedDemoInterviews(database.db, companyId, owner!.name);
    const proposers = await database.db
      .select({ id: user.id })
      .from(user)
      .where(like(user.email, `%@${DEMO_TALENT_DOMAIN}`))
      .orderBy(asc(user.email))
      .limit(3);
    const proposals = await seedDemoProposals(
      database.db,
      companyId,
      proposers.map((p) => p.id),
    );
    console.log(
      `Booked ${interviews} demo interview${interviews === 1 ? '' : 's'} and added ${proposals} demo ` +
        `proposal${proposals === 1 ? '' : 's'}: the company dashboard counts them.`,
    );
    console.log(`  Sign in as its owner:     ${DEMO_OWNER.email} / ${DEMO_PASSWORD}`);
    console.log(`  Sign in as its recruiter: ${DEMO_RECRUITER.email} / ${DEMO_PASSWORD}`);
  }
} finally {
  await database.close();
}
