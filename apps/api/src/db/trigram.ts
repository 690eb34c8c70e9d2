/**
 * pg_trgm, behind the search's trigram indexes (migration 0011), on both engines. PGlite ships it
 * as a bundle of its own that must be loaded when PGlite starts; PostgreSQL has it in contrib.
 *
 * The typo tolerance is pg_trgm's word-similarity threshold, a setting of each connection: 0.4
 * (pg_trgm's default 0.6 misses one wrong letter in a short word, "Xylofone" for "Xylophone" at
 * 0.46, "Shrma" for "Sharma" at 0.44; below 0.4 unrelated names such as "Rahul" and "Raghav" at
 * 0.33 start to match).
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const WORD_SIMILARITY_THRESHOLD = 0.4;

/** PGlite's `extensions` option. */
export const pgliteExtensions = { pg_trgm };

/** Run once on a PGlite connection after it opens. */
export const TRIGRAM_SESSION_SQL = `set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;

/** node-postgres `options`: the same setting for every pooled connection, at its start. */
export const TRIGRAM_CONNECTION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;
