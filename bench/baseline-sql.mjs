// The bare baseline's own copy of the SQL and row mapping the app runs for the benchmarked
// operations (anonymous visitor, default query). A copy on purpose: the benchmark talks HTTP only
// and the app's code is free to change shape; `make bench` checks before measuring that both
// servers answer the same JSON (and write the same request row), so a copy that drifts from the
// app fails the run instead of measuring something else.

// ------------------------------------------------------------------ reference data
export const CATEGORY_ROWS_SQL = `SELECT id, name, description, group_name AS "group", icon, price_range AS "priceRange"
  FROM service_categories ORDER BY sort_order ASC, id ASC`;
export const KEYWORD_ROWS_SQL = `SELECT category_id AS "categoryId", keyword FROM category_keywords ORDER BY category_id ASC, keyword ASC`;
export const LOCATION_ROWS_SQL = `SELECT id, name, type FROM locations ORDER BY sort_order ASC, id ASC`;

// ------------------------------------------------------------------ request list
const REQUEST_PAGE_SIZE_DEFAULT = 12;
const ACTIVE_REQUEST_TOTAL_SQL = `SELECT coalesce(sum(active), 0)::int AS total FROM derived.active_request_counts`;

/** The newest active requests with the counter-kept total on every row (one round trip). */
export function requestListQuery(page = 1, pageSize = REQUEST_PAGE_SIZE_DEFAULT) {
  return {
    page,
    pageSize,
    text: `SELECT r.id, r.title, r.primary_category_id AS "categoryId", r.description,
        r.created_at AS "createdAt", to_char(r.wedding_date, 'YYYY-MM-DD') AS "weddingDate", r.location, r.budget,
        r.budget_band AS "budgetBand", r.services, r.status, r.is_demo AS "isDemo", r.offer_count AS "offerCount",
        r.capped_offer_count AS "cappedOfferCount", r.details,
        (${ACTIVE_REQUEST_TOTAL_SQL}) AS "listTotal"
      FROM service_requests r
      WHERE r.status = 'active'
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT $1 OFFSET $2`,
    values: [pageSize, (page - 1) * pageSize],
    totalText: ACTIVE_REQUEST_TOTAL_SQL,
  };
}

/** The cap on offers a request shows (offers/offer-rules.ts OFFERS_PER_REQUEST_MAX, issue 45). */
const OFFERS_PER_REQUEST_MAX = 8;

/**
 * The row as the API answers it; the category's name from the reference data read at start. A visitor
 * is invited to nothing. The answers to the category questions (issue 45) are shown as rows by the
 * catalogue's question data, which this copy does not hold: the volume requests have none (an empty
 * list); a request with answers keeps its raw object, so the check before measuring fails on it.
 */
export function toRequestDto({ listTotal, createdAt, details, ...row }, categoryNames) {
  return {
    ...row,
    category: categoryNames.get(row.categoryId) ?? row.categoryId,
    createdAt: createdAt.toISOString(),
    details: details && Object.keys(details).length > 0 ? details : [],
    offerCap: OFFERS_PER_REQUEST_MAX,
    invited: false,
    canSeeContact: false,
  };
}

// ------------------------------------------------------------------ catalogue
const PROVIDER_PAGE_SIZE_DEFAULT = 12;
const WHOLE_COUNTRY = 'cela-cr';
const LISTED = 'provider_is_listed(p.is_demo, p.listing_until)';
const CATALOGUE_VERSION_ONLY_SQL = `SELECT version::text FROM derived.catalogue_version`;

const PUBLIC_PROVIDER_COLUMNS = `p.id, p.company_name AS "companyName", p.description, p.categories,
    p.service_areas AS "serviceAreas", p.phone_prefix AS "phonePrefix", p.phone, p.email, p.website,
    p.instagram_url AS "instagramUrl", p.facebook_url AS "facebookUrl", p.tiktok_url AS "tiktokUrl",
    p.linkedin_url AS "linkedinUrl", p.years_experience AS "yearsExperience", p.price_from AS "priceFrom",
    p.price_to AS "priceTo", p.is_demo AS "isDemo", p.created_at AS "createdAt",
    round(p.rating_average, 1)::float8 AS rating, p.review_count AS "reviewCount", p.booking_review_count AS "bookingReviewCount",
    (SELECT count(*)::int FROM portfolio_items pi WHERE pi.provider_id = p.id) AS "projectCount",
    p.profile_image_url AS "profileImageUrl",
    ARRAY(SELECT u.image FROM portfolio_items pi CROSS JOIN LATERAL unnest(pi.images) WITH ORDINALITY AS u(image, n)
          WHERE pi.provider_id = p.id
          ORDER BY pi.featured DESC, pi.event_date DESC NULLS LAST, pi.id DESC, u.n
          LIMIT 3) AS "previewImages",
    coalesce(p.listing_until > now() AND p.listing_plan = 'premium', false) AS premium,
    p.response_minutes_median AS "responseMinutesMedian", p.response_share::float8 AS "responseShare"`;

/** The catalogue's default page (premium, basic, then demo providers; newest first), with the version that validates the cached total. */
export function providerListQuery(page = 1, pageSize = PROVIDER_PAGE_SIZE_DEFAULT) {
  return {
    page,
    pageSize,
    text: `SELECT ${PUBLIC_PROVIDER_COLUMNS},
        (${CATALOGUE_VERSION_ONLY_SQL}) AS "catalogueVersion", now() AS "queriedAt"
      FROM provider_profiles p
      WHERE ${LISTED}
      ORDER BY p.listing_tier, p.created_at DESC, p.id DESC
      LIMIT $1 OFFSET $2`,
    values: [pageSize, (page - 1) * pageSize],
  };
}

export const PROVIDER_BY_ID_SQL = `SELECT ${PUBLIC_PROVIDER_COLUMNS} FROM provider_profiles p WHERE p.id = $1`;

/** The listed counts in one snapshot, cached per catalogue version and until the next period end. */
export const CATALOGUE_VERSION_SQL = `SELECT version::text AS version, now() AS now FROM derived.catalogue_version`;
export const LISTING_COUNTS_SQL = `WITH listed AS (
    SELECT category, sum(providers)::int AS providers
      FROM (SELECT category, providers FROM derived.listing_counts
            UNION ALL
            SELECT category, -providers FROM derived.listing_ends WHERE listed_until <= now()) changes
     GROUP BY category)
  SELECT (${CATALOGUE_VERSION_ONLY_SQL}) AS version,
    (SELECT min(listed_until) FROM derived.listing_ends WHERE listed_until > now()) AS "validUntil",
    coalesce((SELECT providers FROM listed WHERE category IS NULL), 0) AS total,
    (SELECT coalesce(json_object_agg(category, providers), '{}'::json)
       FROM listed WHERE category IS NOT NULL AND providers > 0) AS "perCategory"`;

const kc = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 });
const formatKc = (amount) => `${kc.format(amount)}\u00a0Kč`;

function priceRangeText(from, to) {
  if (from !== null && to !== null) return from === to ? formatKc(from) : `od ${formatKc(from)} do ${formatKc(to)}`;
  if (from !== null) return `od ${formatKc(from)}`;
  if (to !== null) return `do ${formatKc(to)}`;
  return 'Cena na vyžádání';
}

function locationDisplay(areaIds, names) {
  if (areaIds.includes(WHOLE_COUNTRY)) return 'Celá ČR';
  const labels = areaIds.map((id) => names.get(id) ?? id).filter((label) => label.trim() !== '');
  if (labels.length === 0) return 'Neuvedeno';
  if (labels.length === 1) return labels[0];
  return `${labels.slice(0, -1).join(', ')} a ${labels[labels.length - 1]}`;
}

export function toProviderDto(row, locationNames) {
  return {
    id: row.id,
    businessName: row.companyName,
    description: row.description,
    services: row.categories,
    location: locationDisplay(row.serviceAreas, locationNames),
    serviceAreas: row.serviceAreas,
    contact: { name: row.companyName, phone: row.phone ? `${row.phonePrefix} ${row.phone}` : null, email: row.email },
    website: row.website,
    instagramUrl: row.instagramUrl,
    facebookUrl: row.facebookUrl,
    tiktokUrl: row.tiktokUrl,
    linkedinUrl: row.linkedinUrl,
    yearsExperience: row.yearsExperience,
    priceFrom: row.priceFrom,
    priceTo: row.priceTo,
    priceRange: priceRangeText(row.priceFrom, row.priceTo),
    rating: row.rating,
    reviewCount: row.reviewCount,
    bookingReviewCount: row.bookingReviewCount,
    projectCount: row.projectCount,
    profileImageUrl: row.profileImageUrl,
    previewImages: row.previewImages,
    isDemo: row.isDemo,
    premium: row.premium,
    createdAt: row.createdAt.toISOString(),
    responseMinutesMedian: row.responseMinutesMedian,
    responseShare: row.responseShare === null ? null : Math.round(row.responseShare * 100) / 100,
  };
}

// ------------------------------------------------------------------ rating stats
const avg = (column) => `round(avg(${column}), 1)::float8`;
const stars = (level) => `count(*) FILTER (WHERE overall_rating = ${level})::int AS r${level}`;
/** One aggregate over the provider's reviews; the provider's existence is asked only when it has none. */
export const RATING_STATS_SQL = `SELECT count(*)::int AS total, ${avg('overall_rating')} AS average,
    ${[1, 2, 3, 4, 5].map(stars).join(', ')},
    ${avg('communication_rating')} AS communication, ${avg('quality_rating')} AS quality,
    ${avg('timing_rating')} AS timing, ${avg('value_rating')} AS value
  FROM reviews WHERE provider_id = $1 AND status = 'confirmed'`;
export const PROVIDER_EXISTS_SQL = `SELECT 1 FROM provider_profiles WHERE id = $1`;

export function toRatingStatsDto(row) {
  return {
    totalReviews: row.total,
    averageRating: row.average ?? 0,
    ratingDistribution: { 1: row.r1, 2: row.r2, 3: row.r3, 4: row.r4, 5: row.r5 },
    categoryAverages: { communication: row.communication, quality: row.quality, timing: row.timing, value: row.value },
  };
}

// ------------------------------------------------------------------ request submit
/*
 * A submission as the app makes it (issue 15), statement for statement: the per-address submit
 * limit's counter (an exact one: 5 an hour, common/throttling), then in one transaction, under the
 * contact address's lock, its recent requests (block, owner, unconfirmed, last day, duplicate), the
 * unconfirmed request with its confirmation token (hashed) in one statement, the confirmation
 * mail's outbox row and its delivery job. The premium notices wait for the confirmation (a queued
 * job), so a submit no longer renders them.
 */
export const RATE_LIMIT_HITS_SQL = `
  INSERT INTO rate_limit_hits AS t (key, hits, expires_at, blocked_until, hit_limit, block_ms)
  SELECT key, added, now() + ttl * interval '1 millisecond',
         CASE WHEN added > hit_limit THEN now() + block_ms * interval '1 millisecond' END, hit_limit, block_ms
    FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[]) AS u(key, added, ttl, hit_limit, block_ms)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN t.expires_at <= now() AND NOT COALESCE(t.blocked_until > now(), false) THEN EXCLUDED.hits ELSE t.hits + EXCLUDED.hits END,
    expires_at = CASE WHEN t.expires_at <= now() THEN EXCLUDED.expires_at ELSE t.expires_at END,
    blocked_until = CASE
      WHEN t.blocked_until > now() THEN t.blocked_until
      WHEN (CASE WHEN t.expires_at <= now() THEN 0 ELSE t.hits END) + EXCLUDED.hits > EXCLUDED.hit_limit
        THEN now() + EXCLUDED.block_ms * interval '1 millisecond'
    END,
    hit_limit = EXCLUDED.hit_limit,
    block_ms = EXCLUDED.block_ms
  RETURNING key, hits,
    GREATEST(ceil(extract(epoch FROM expires_at - now()) * 1000), 0)::int AS expires_in_ms,
    COALESCE(GREATEST(ceil(extract(epoch FROM blocked_until - now()) * 1000), 0), 0)::int AS blocked_for_ms`;
/** The submit's limit (requests/request-lifecycle.ts REQUEST_RATE_LIMITS.create) and its counter's key (the app's guard: route, name, address). */
export const SUBMIT_LIMIT = { limit: 5, ttlMs: 3_600_000 };
export const submitLimitKey = (address) => `RequestsController.create:default:${address}`;

export const ADDRESS_LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtext('svatby:request-mailbox'), hashtext($1))`;
export const ADDRESS_ACTIVITY_SQL = `WITH block AS (SELECT blocked_until, owner_proven_at, owner_pass_hash FROM request_email_blocks WHERE email = $1)
  SELECT coalesce((SELECT blocked_until > now() FROM block), false) AS blocked,
      coalesce((SELECT owner_pass_hash = $8 FROM block), false) AS owner,
      count(*) FILTER (
        WHERE status = 'unconfirmed' AND created_at > coalesce((SELECT owner_proven_at FROM block), '-infinity'::timestamptz)
      )::int AS unconfirmed,
      count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS "lastDay",
      (SELECT json_build_object('id', d.id, 'status', d.status)
         FROM service_requests d
        WHERE d.contact_email_key = $1 AND d.created_at > now() - interval '1 day'
          AND d.status IN ('unconfirmed', 'active')
          AND d.couple_name = $2 AND d.wedding_date IS NOT DISTINCT FROM $3::date AND d.services = $4::varchar[]
          AND d.description = $5 AND d.budget = $6 AND d.location = $7 AND d.details = $10::jsonb
        ORDER BY d.created_at DESC LIMIT 1) AS duplicate
    FROM service_requests
   WHERE contact_email_key = $1 AND created_at > now() - make_interval(hours => GREATEST($9::int, 24))`;
/** The request and its confirmation token in one statement (the app's RequestsRepository.insert). */
export const INSERT_REQUEST_SQL = `WITH r AS (
    INSERT INTO service_requests
      (couple_name, wedding_date, services, primary_category_id, matched_categories, title, description, budget,
       budget_band, budget_amount, location, location_id, contact_email, phone_country_code, contact_phone, status, user_id,
       confirmed_at, expires_at, details)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
            CASE WHEN $16::varchar = 'active' THEN now() END,
            CASE WHEN $16::varchar = 'active' THEN request_expires_at($2::date, now()) END, $21::jsonb)
    RETURNING id
  ), token AS (
    INSERT INTO request_tokens (token_hash, request_id, purpose, expires_at)
    SELECT $18::char(64), r.id, $19::varchar, $20::timestamptz FROM r WHERE $18::char(64) IS NOT NULL
  )
  SELECT id FROM r`;

/** The outbox row (the app's MailOutboxRepository.insertMany, one row). */
export const MAIL_INSERT_SQL = `INSERT INTO mail_outbox (template, to_email, to_name, subject, text_body, html_body, secret)
  SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::text[], $6::text[], $7::boolean[])
  RETURNING id::text AS id`;

/**
 * The outbox row's delivery job, as pg-boss's send() writes it (its insertJob statement; the app's
 * JobQueue.send in the caller's transaction). The values for a job of `queue` with `data` and
 * pg-boss's defaults (no id, priority 0, no start delay, singleton or retry options of its own).
 */
export const JOB_INSERT_SQL = `
    INSERT INTO pgboss.job (
      id, name, data, priority, start_after, singleton_key, singleton_on, dead_letter, expire_in, keep_until,
      retry_limit, retry_delay, retry_backoff, policy
    )
    SELECT
      id, j.name, data, priority, start_after, singleton_key, singleton_on,
      COALESCE(j.dead_letter, q.dead_letter) as dead_letter,
      CASE
        WHEN expire_in IS NOT NULL THEN expire_in::numeric * interval '1s'
        WHEN q.expire_seconds IS NOT NULL THEN q.expire_seconds * interval '1s'
        WHEN expire_in_default IS NOT NULL THEN expire_in_default::numeric * interval '1s'
        ELSE interval '15 minutes'
        END as expire_in,
      CASE
        WHEN right(keep_until, 1) = 'Z' THEN CAST(keep_until as timestamp with time zone)
        ELSE start_after + CAST(COALESCE(keep_until, (q.retention_minutes * 60)::text, keep_until_default, '14 days') as interval)
        END as keep_until,
      COALESCE(j.retry_limit, q.retry_limit, retry_limit_default, 2) as retry_limit,
      CASE
        WHEN COALESCE(j.retry_backoff, q.retry_backoff, retry_backoff_default, false)
        THEN GREATEST(COALESCE(j.retry_delay, q.retry_delay, retry_delay_default), 1)
        ELSE COALESCE(j.retry_delay, q.retry_delay, retry_delay_default, 0)
        END as retry_delay,
      COALESCE(j.retry_backoff, q.retry_backoff, retry_backoff_default, false) as retry_backoff,
      q.policy
    FROM
      ( SELECT
          COALESCE($1::uuid, gen_random_uuid()) as id,
          $2 as name,
          $3::jsonb as data,
          COALESCE($4::int, 0) as priority,
          CASE
            WHEN right($5, 1) = 'Z' THEN CAST($5 as timestamp with time zone)
            ELSE now() + CAST(COALESCE($5,'0') as interval)
            END as start_after,
          $6 as singleton_key,
          CASE
            WHEN $7::integer IS NOT NULL THEN 'epoch'::timestamp + '1 second'::interval * ($7 * floor((date_part('epoch', now()) + $8) / $7))
            ELSE NULL
            END as singleton_on,
          $9 as dead_letter,
          $10 as expire_in,
          $11 as expire_in_default,
          $12 as keep_until,
          $13 as keep_until_default,
          $14::int as retry_limit,
          $15::int as retry_limit_default,
          $16::int as retry_delay,
          $17::int as retry_delay_default,
          $18::bool as retry_backoff,
          $19::bool as retry_backoff_default
      ) j JOIN pgboss.queue q ON j.name = q.name
    ON CONFLICT DO NOTHING
    RETURNING id`;
export const jobValues = (queue, data) => [null, queue, JSON.stringify(data), 0, null, null, null, 0, ...Array(11).fill(null)];

const fold = (value) => value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

function requestTitle(services, names, location) {
  const labels = services.map((id) => names.get(id) ?? id);
  const rest = labels.length - 2;
  const shown = labels.slice(0, 2).join(', ');
  return `${rest > 0 ? `${shown} + ${rest} další` : shown} – ${location}`.slice(0, 300);
}

function containsWord(text, term) {
  for (let index = text.indexOf(term); index !== -1; index = text.indexOf(term, index + 1)) {
    if (index === 0 || !/[a-z0-9]/.test(text[index - 1])) return true;
  }
  return false;
}

/** The request's own categories plus every category whose keywords match its text (either direction). */
function matchCategories(text, services, vocabulary) {
  const folded = fold(text);
  const terms = services.flatMap((id) => [fold(id), fold(vocabulary.names.get(id) ?? id)]).filter((term) => term.length >= 3);
  const matched = new Set(services);
  for (const [categoryId, keywords] of vocabulary.keywords) {
    if (matched.has(categoryId)) continue;
    const hit = keywords.some((keyword) => {
      const k = fold(keyword);
      if (k.length < 3 && k !== 'dj') return false;
      const stem = k.length >= 5 && /[aeiouy]$/.test(k) ? k.slice(0, -1) : k;
      return containsWord(folded, stem) || terms.some((term) => k.includes(term));
    });
    if (hit) matched.add(categoryId);
  }
  return [...matched];
}

/** The budget band and amount of the form's values ("50 000 – 100 000 Kč", "Nevím"): the largest number decides. */
function budgetFigures(text) {
  const folded = fold(text).trim();
  if (!folded || /nevim|not-sure|dohod/.test(folded)) return { band: 'nevim', amount: null };
  const numbers = [...folded.matchAll(/\d{1,3}(?:[ .\u00a0]\d{3})+|\d+/g)].map(([digits]) => Number(digits.replace(/[ .\u00a0]/g, '')));
  if (numbers.length === 0) return { band: 'nevim', amount: null };
  const amount = Math.max(...numbers);
  const band = amount <= 50_000 ? 'do-50k' : amount <= 100_000 ? '50k-100k' : amount <= 200_000 ? '100k-200k' : 'nad-200k';
  return { band, amount };
}

/** Location slug or folded name → { id, name } (the app's PlaceIndex). */
export function placeIndex(locationRows) {
  const index = new Map();
  for (const { id, name } of locationRows) {
    index.set(id, { id, name });
    index.set(fold(name), { id, name });
  }
  return (text) => index.get(text.trim()) ?? index.get(fold(text.trim())) ?? { id: null, name: text.trim() };
}

/** The INSERT's values from the submitted body (already valid: the benchmark sends one fixed body). */
export function requestValues(body, vocabulary) {
  const services = [...new Set(body.services.map((id) => id.trim()))];
  const description = body.description ?? '';
  const place = vocabulary.places(body.location);
  const title = requestTitle(services, vocabulary.names, place.name);
  const { band, amount } = budgetFigures(body.budget);
  const phone = body.contactPhone || null;
  const weddingDate = body.noDateSelected || !body.weddingDate ? null : body.weddingDate;
  return [
    body.coupleName,
    weddingDate,
    services,
    services[0],
    matchCategories(`${title} ${description}`, services, vocabulary),
    title,
    description,
    body.budget,
    band,
    amount,
    place.name,
    place.id,
    body.contactEmail,
    phone ? (body.phoneCountryCode ?? '+420') : null,
    phone,
  ];
}

/** The mailbox's key (the app's common/mailbox mailboxKey): every spelling of one mailbox has one. */
export function mailboxKey(email) {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const whole = address.slice(0, at);
  let domain = address.slice(at + 1);
  let local = whole.split('+')[0] || whole;
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

// ------------------------------------------------------------------ message post
/*
 * A signed-in side's message as the app posts it (issue 19): the session (connect-pg-simple's
 * read), its account and the account's provider profile (the three reads of every signed-in
 * request), the conversation with the sender's block in one read, then the message, the
 * conversation's activity and the sender's read mark, and the live event's NOTIFY in one statement.
 */
export const SESSION_SQL = `SELECT sess FROM "user_sessions" WHERE sid = $1 AND expire >= to_timestamp($2)`;
export const SESSION_USER_SQL = `SELECT id, email, first_name AS "firstName", last_name AS "lastName", profile_image_url AS "profileImageUrl",
    google_id AS "googleId", stripe_customer_id AS "stripeCustomerId", is_admin AS "isAdmin", email_verified_at AS "emailVerifiedAt",
    created_at AS "createdAt", updated_at AS "updatedAt"
  FROM users WHERE id = $1`;
export const VIEWER_PROFILE_SQL = `SELECT p.id, p.user_id AS "userId", p.is_demo AS "isDemo", p.categories, p.service_areas AS "serviceAreas",
    s.plan_type AS "activePlan",
    p.company_name AS "companyName", p.profile_image_url AS "profileImageUrl"
  FROM provider_profiles p
  LEFT JOIN LATERAL active_subscription(p.id) s ON true
  WHERE p.user_id = $1`;
export const SENDER_CONVERSATION_SQL = `SELECT c.id, c.provider_id AS "providerId", c.request_id AS "requestId", c.offer_id AS "offerId",
    c.couple_user_id AS "coupleUserId", c.couple_read_message_id::float8 AS "coupleReadMessageId",
    c.provider_read_message_id::float8 AS "providerReadMessageId", c.last_message_at AS "lastMessageAt", c.created_at AS "createdAt",
    EXISTS (SELECT 1 FROM messaging_settings s WHERE s.user_id = $2 AND s.blocked_at IS NOT NULL) AS "senderBlocked"
  FROM conversations c WHERE c.id = $1`;
/** A provider profile's account (read once per provider and remembered, as the app's ProvidersService.accountOf). */
export const PROVIDER_ACCOUNT_SQL = `SELECT user_id AS "userId" FROM provider_profiles WHERE id = $1`;
/** The events' channel (the app's EVENTS_CHANNEL). */
export const EVENTS_CHANNEL = 'svatby_events';

/** The message statement for the sender's side (its read mark's column); no attachments here. */
export function postMessageSql(side) {
  const read = side === 'couple' ? 'couple_read_message_id' : 'provider_read_message_id';
  return `WITH m AS (
    INSERT INTO messages (conversation_id, sender_side, sender_user_id, body) VALUES ($1, $2, $3, $4)
    RETURNING id, conversation_id, sender_side, sender_user_id, body, created_at
  ), moved AS (
    UPDATE conversations c SET last_message_at = m.created_at, ${read} = GREATEST(c.${read}, m.id)
      FROM m WHERE c.id = m.conversation_id
  ), files AS (
    INSERT INTO message_attachments (message_id, file_name, content_type, size_bytes, storage_key)
    SELECT m.id, f.* FROM m, unnest($5::varchar[], $6::varchar[], $7::int[], $8::varchar[]) AS f
    RETURNING id, message_id, file_name, content_type, size_bytes, storage_key
  ), notified AS (
    SELECT pg_notify($9, notice) FROM m, unnest($10::text[]) AS notice
  )
  SELECT m.id::float8 AS id, m.conversation_id AS "conversationId", m.sender_side AS "senderSide",
         m.sender_user_id AS "senderUserId", m.body, m.created_at AS "createdAt",
         COALESCE((SELECT json_agg(json_build_object('id', a.id, 'messageId', a.message_id::float8, 'fileName', a.file_name,
                     'contentType', a.content_type, 'sizeBytes', a.size_bytes, 'storageKey', a.storage_key) ORDER BY a.id)
                     FROM files a), '[]'::json) AS attachments,
         (SELECT count(*) FROM notified)::int AS notified
    FROM m`;
}
