// `make bench`, the catalogue's listed counts (issue 49, target 4): the total, the providers per
// category and until when they hold, read from the counts triggers keep (ListingCounts1763709500400)
// instead of three sequential scans of provider_profiles, on a catalogue of 100 000 providers.
//
// On the scale database when it exists (BENCH_SCALE's, 100 000 providers), else on one of its own,
// `<BENCH_DB>_counts`: seed:volume with 100 000 providers (half subscribed) and few requests, kept with
// BENCH_KEEP_DB=1 and reused with BENCH_SKIP_SEED=1. Each round changes one listing as the app would
// (a category added to or removed from a listed provider, committed), then reads the counts: the
// first read after a change is the one a visitor waits for. Then EXPLAIN (ANALYZE, BUFFERS) of the read
// and of the statement it replaced; the answers of both must be equal. The rounds undo themselves.
import path from 'node:path';
import { LISTING_COUNTS_SQL } from './baseline-sql.mjs';

const PROVIDERS = 100_000;
/** Even: every other round takes back the one before. */
const ROUNDS = 10;
/** The category the rounds add and remove (the listed provider chosen has none of it). */
const CATEGORY = 'officiant';
const TARGET_READ_MS = 5;
/** The triggers that keep the counts on an update (ListingCounts1763709500400). */
const UPDATE_TRIGGERS = ['provider_profiles_listing_counts_update_row', 'provider_profiles_listing_counts_update'];

/**
 * The statement it replaced: the same figures counted over the whole catalogue (LISTING_COUNTS_SQL is
 * the app's read, baseline-sql.mjs's copy of it). The next period end is a non-demo provider's now: a
 * demo provider's end changes no count.
 */
const FULL_COUNT_SQL = `SELECT
    (SELECT version::text FROM derived.catalogue_version) AS version,
    (SELECT min(listing_until) FROM provider_profiles WHERE NOT is_demo AND listing_until > now()) AS "validUntil",
    (SELECT count(*)::int FROM provider_profiles p WHERE provider_is_listed(p.is_demo, p.listing_until)) AS total,
    (SELECT coalesce(json_object_agg(category, listed), '{}'::json)
       FROM (SELECT category, count(*)::int AS listed
               FROM provider_profiles p CROSS JOIN LATERAL unnest(p.categories) AS category
              WHERE provider_is_listed(p.is_demo, p.listing_until)
              GROUP BY category) counts) AS "perCategory"`;

/** Every node of a JSON plan, depth first. */
function* planNodes(node) {
  yield node;
  for (const child of node.Plans ?? []) yield* planNodes(child);
}

/** The plan's scans (node, relation, rows), its time and buffers. */
function summarise(explained, fmt) {
  const scans = [];
  for (const node of planNodes(explained.Plan)) {
    if (!/Scan$/.test(node['Node Type']) || !(node['Relation Name'] || node['Index Name'])) continue;
    const how = node['Index Name'] ? `${node['Node Type']} using ${node['Index Name']}` : node['Node Type'];
    const rows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
    const removed = (node['Rows Removed by Filter'] ?? 0) * (node['Actual Loops'] ?? 1);
    scans.push(`${how} on ${node['Relation Name']} (${rows} rows${removed ? `, ${removed} filtered out` : ''})`);
  }
  const root = explained.Plan;
  const buffers = (root['Shared Hit Blocks'] ?? 0) + (root['Shared Read Blocks'] ?? 0);
  return {
    scans: scans.join('; '),
    ms: explained['Execution Time'],
    buffers,
    seqScanOfProfiles: [...planNodes(root)].some(
      (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'provider_profiles',
    ),
    text: `${scans.join('; ')}; ${fmt(explained['Execution Time'], 2)} ms, ${buffers} buffers`,
  };
}

/** Runs a node script to its end (its output in the run's folder). */
async function runScript(context, name, args, extraEnv) {
  const logFile = path.join(context.runDir, `${name}.log`);
  const child = context.startProcess(name, args, extraEnv, logFile);
  const [code, signal] = await new Promise((resolve) => child.once('exit', (...result) => resolve(result)));
  if (code !== 0) throw new Error(`${name} failed (${signal ?? `exit ${code}`}); see ${path.relative(context.root, logFile)}`);
}

/** The database measured: the scale one when it exists, else `<BENCH_DB>_counts` (seeded here unless reused). */
async function countsDatabase(context) {
  const { settings, withClient, adminDbUrl, log } = context;
  const urlOf = (name) => {
    const url = new URL(adminDbUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const exists = async (name) =>
    withClient(adminDbUrl, async (client) => (await client.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name])).rowCount > 0);
  const migrate = (url) =>
    runScript(context, 'migrate-counts', [path.join(context.runBackend, 'cli', 'migrate.js')], { DATABASE_URL: url });

  if (await exists(settings.scaleDbName)) {
    const url = urlOf(settings.scaleDbName);
    log(`Catalogue counts: on ${settings.scaleDbName} (migrating it)`);
    await migrate(url);
    return { name: settings.scaleDbName, url, seeded: null, ownDatabase: false };
  }
  const name = `${settings.dbName}_counts`;
  const url = urlOf(name);
  if (settings.skipSeed && (await exists(name))) {
    log(`Catalogue counts: reusing ${name} (BENCH_SKIP_SEED=1)`);
    await migrate(url);
    return { name, url, seeded: null, ownDatabase: true };
  }
  log(`Catalogue counts: creating ${name}, seeding ${PROVIDERS} providers (seed:volume, a few minutes)`);
  await withClient(adminDbUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  const started = Date.now();
  // seed:volume migrates the database first. Few requests: the catalogue is what is measured.
  await runScript(
    context,
    'seed-volume-counts',
    [
      '-r',
      'ts-node/register/transpile-only',
      path.join(context.root, 'bench', 'volume', 'seed-volume.ts'),
      ...['--requests', '1000', '--providers', String(PROVIDERS), '--reviews', '0', '--seed', '1'],
    ],
    { DATABASE_URL: url, TS_NODE_PROJECT: path.join(context.root, 'bench', 'tsconfig.json') },
  );
  const seeded = (Date.now() - started) / 1000;
  await withClient(url, (client) => client.query('VACUUM ANALYZE'));
  return { name, url, seeded, ownDatabase: true };
}

export async function run(context) {
  const { settings, withClient, adminDbUrl, fmt, median, markdownTable, log } = context;
  const database = await countsDatabase(context);
  try {
    return await withClient(database.url, async (client) => {
      const query = async (text, values = []) => (await client.query(text, values)).rows;
      const [figures] = await query(
        `SELECT count(*)::int AS providers, count(*) FILTER (WHERE provider_is_listed(is_demo, listing_until))::int AS listed
           FROM provider_profiles`,
      );
      if (figures.providers < PROVIDERS) throw new Error(`${database.name} holds ${figures.providers} providers, fewer than ${PROVIDERS}`);
      const [subject] = await query(
        `SELECT id FROM provider_profiles
          WHERE provider_is_listed(is_demo, listing_until) AND NOT ($1 = ANY (categories)) ORDER BY id LIMIT 1`,
        [CATEGORY],
      );
      if (!subject) throw new Error(`no listed provider without the category ${CATEGORY}`);
      // Warm both statements' pages, as on a live database.
      await query(LISTING_COUNTS_SQL);
      await query(FULL_COUNT_SQL);

      // A listing change as the profile form commits it, then the first read of the counts.
      const changes = [];
      const reads = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const [change, value] =
          round % 2 === 0 ? ['categories || $2::varchar[]', [CATEGORY]] : ['array_remove(categories, $2::varchar)', CATEGORY];
        let started = process.hrtime.bigint();
        await query('BEGIN');
        await query(`UPDATE provider_profiles SET categories = ${change} WHERE id = $1`, [subject.id, value]);
        await query('COMMIT');
        changes.push(Number(process.hrtime.bigint() - started) / 1e6);
        started = process.hrtime.bigint();
        await query(LISTING_COUNTS_SQL);
        reads.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      // What the triggers add to a change: the same UPDATE with and without them (disabled in its
      // transaction, which is rolled back), in alternating order.
      const updateMs = { with: [], without: [] };
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const triggers of round % 2 === 0 ? ['with', 'without'] : ['without', 'with']) {
          await query('BEGIN');
          if (triggers === 'without') {
            await query(`ALTER TABLE provider_profiles ${UPDATE_TRIGGERS.map((name) => `DISABLE TRIGGER ${name}`).join(', ')}`);
          }
          const started = process.hrtime.bigint();
          await query(`UPDATE provider_profiles SET categories = categories || $2::varchar[] WHERE id = $1`, [subject.id, [CATEGORY]]);
          updateMs[triggers].push(Number(process.hrtime.bigint() - started) / 1e6);
          await query('ROLLBACK');
        }
      }
      // One more change left in place for the plans below, undone at the end.
      await query(`UPDATE provider_profiles SET categories = categories || $2::varchar[] WHERE id = $1`, [subject.id, [CATEGORY]]);
      const explain = async (text) => (await query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`))[0]['QUERY PLAN'][0];
      const kept = summarise(await explain(LISTING_COUNTS_SQL), fmt);
      const full = summarise(await explain(FULL_COUNT_SQL), fmt);
      const [[keptAnswer], [fullAnswer]] = [await query(LISTING_COUNTS_SQL), await query(FULL_COUNT_SQL)];
      await query(`UPDATE provider_profiles SET categories = array_remove(categories, $2::varchar) WHERE id = $1`, [subject.id, CATEGORY]);

      const same =
        keptAnswer.total === fullAnswer.total &&
        JSON.stringify(Object.entries(keptAnswer.perCategory).sort()) === JSON.stringify(Object.entries(fullAnswer.perCategory).sort()) &&
        keptAnswer.validUntil?.getTime() === fullAnswer.validUntil?.getTime();
      const readMs = median(reads);
      const [{ rows: keptRows }] = await query(
        `SELECT (SELECT count(*) FROM derived.listing_counts) + (SELECT count(*) FROM derived.listing_ends) AS rows`,
      );
      log(`Catalogue counts: read ${fmt(readMs, 2)} ms after a change; EXPLAIN ${kept.text} vs ${full.text}`);

      const seeding = database.seeded === null ? 'reused' : `seeded in ${fmt(database.seeded / 60, 1)} min`;
      const where =
        database.name === settings.scaleDbName
          ? `\`${database.name}\` (the scale pass's database)`
          : `\`${database.name}\` (seed:volume: ${PROVIDERS} providers, half subscribed, 1000 requests; ${seeding})`;
      /** A row of median, min and max. */
      const spread = (label, values) => [
        label,
        ...[median(values), Math.min(...values), Math.max(...values)].map((ms) => `${fmt(ms, 2)} ms`),
      ];
      const lines = [
        `On ${where}: ${figures.providers} providers, ${figures.listed} listed; the kept counts ${keptRows} rows. ` +
          `${ROUNDS} rounds, each a listing change committed (category \`${CATEGORY}\` added to or removed from listed provider ` +
          `${subject.id}) and then the counts read once, as the first visitor after a change reads them (the app caches them until ` +
          'the next change or period end). Times on the client, over a local connection.',
        '',
        markdownTable({
          header: ['', 'median', 'min', 'max'],
          rows: [
            spread('listing change (UPDATE + COMMIT, triggers included)', changes),
            spread('read of the counts after it', reads),
            spread("the UPDATE alone, with the counts' triggers (rolled back)", updateMs.with),
            spread("the UPDATE alone, without them (disabled in its transaction)", updateMs.without),
          ],
        }),
        '',
        '**EXPLAIN** (ANALYZE, BUFFERS) right after a change:',
        '',
        markdownTable({
          header: ['statement', 'scans (rows)', 'time', 'buffers'],
          rows: [
            ['the read of the kept counts (the app)', kept.scans, `${fmt(kept.ms, 2)} ms`, String(kept.buffers)],
            ['the full count it replaced', full.scans, `${fmt(full.ms, 2)} ms`, String(full.buffers)],
          ],
        }),
        '',
        `Both answer the same (total ${keptAnswer.total}, ${Object.keys(keptAnswer.perCategory).length} categories, next period end): ` +
          `${same ? 'yes' : 'NO'}.`,
      ];
      const checks = [
        {
          ok: !kept.seqScanOfProfiles,
          text: `counts: no Seq Scan on provider_profiles (${kept.seqScanOfProfiles ? 'one in the plan' : kept.scans})`,
        },
        { ok: readMs < TARGET_READ_MS, text: `counts: read after a listing change < ${TARGET_READ_MS} ms (${fmt(readMs, 2)} ms)` },
        { ok: same, text: `counts: equal to the full count at ${figures.providers} providers (${same ? 'equal' : 'different'})` },
      ];
      return { title: 'Catalogue counts', lines, checks };
    });
  } finally {
    if (database.ownDatabase && !settings.keepDb) {
      await withClient(adminDbUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`));
    }
  }
}
