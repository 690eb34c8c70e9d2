/**
 * How a typed text matches records: the one definition the search, the lists' search boxes (without
 * typo tolerance) and the order filter's customer choices share, so the palette's "5 of 60 · see all"
 * opens those 60. Each match is a WHERE condition the trigram indexes of migration 0011 serve
 * (ILIKE '%…%' and pg_trgm's word similarity `<%`), and a rank from 0 to 1, best first.
 */
import { eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { companies, projects, users } from '../../db/schema';
import { MAX_INT } from '../../http/fields';

/** What the text can stand for, read once per request. */
export interface SearchText {
  /** As typed, trimmed, inner spaces collapsed, cut to SEARCH_MATCH_MAX_WORDS words and SEARCH_MATCH_MAX_CHARACTERS. */
  text: string;
  /** Whether it holds a letter or a digit: a text of punctuation alone names nothing. */
  findable: boolean;
  /** `%text%` with LIKE's wildcards escaped. */
  contains: string;
  /** `text%` escaped. */
  prefix: string;
  /**
   * Typo tolerance needs five letters or digits: below that too many names look alike ("Deep"
   * resembles thousands of names at the threshold), so short texts match by containing only.
   */
  fuzzy: boolean;
  /** The digits of a text that looks like a phone number (digits, spaces, + ( ) -), else null. */
  phoneDigits: string | null;
  /** A record id for `113` or `#113`, else null. */
  id: number | null;
}

/** Fewest letters or digits for a typo-tolerant match. */
const FUZZY_MIN_CHARACTERS = 5;

/**
 * What a search matches on is bounded, whatever the caller sends (up to SEARCH_MAX_QUERY, 100):
 * its first 4 words and 40 characters. A longer text names nothing more precisely (a full name, a
 * phone with its country code, most e-mail addresses fit) but costs more: each character adds
 * trigrams whose index entries the match reads (a 100-character text of common name parts took
 * ~500 ms on the large seed). Matching on the cut text finds every record the whole text would,
 * and the exact record still ranks first.
 */
export const SEARCH_MATCH_MAX_WORDS = 4;
export const SEARCH_MATCH_MAX_CHARACTERS = 40;
/**
 * Typo tolerance (word similarity) is for a name typed with a slip: up to 4 words and 30 characters.
 * Over a longer text no name reaches the similarity threshold anyway, and the index reads grow with it.
 */
const FUZZY_MAX_WORDS = 4;
const FUZZY_MAX_CHARACTERS = 30;
/** The longest dialled phone (country code and number): more digits than this cannot be part of one. */
const MAX_DIALLED_DIGITS = 18;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export function readSearchText(raw: string): SearchText {
  const typed = raw.trim().replace(/\s+/g, ' ');
  const words = typed.split(' ');
  const text = words.slice(0, SEARCH_MATCH_MAX_WORDS).join(' ').slice(0, SEARCH_MATCH_MAX_CHARACTERS).trimEnd();
  const alphanumerics = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  const looksLikePhone = /^[\d\s+()-]+$/.test(typed) && /\d/.test(typed);
  const digits = typed.replace(/\D/g, '');
  const idMatch = /^#\s*(\d{1,10})$|^(\d{1,10})$/.exec(typed);
  const idValue = idMatch ? Number(idMatch[1] ?? idMatch[2]) : null;
  return {
    text,
    findable: alphanumerics > 0,
    contains: `%${escapeLike(text)}%`,
    prefix: `${escapeLike(text)}%`,
    fuzzy:
      alphanumerics >= FUZZY_MIN_CHARACTERS && words.length <= FUZZY_MAX_WORDS && typed.length <= FUZZY_MAX_CHARACTERS,
    phoneDigits: looksLikePhone && digits.length >= 3 && digits.length <= MAX_DIALLED_DIGITS ? digits : null,
    id: idValue !== null && idValue >= 1 && idValue <= MAX_INT ? idValue : null,
  };
}

/**
 * A name (or title) matching the text: contains it, or (five characters and more) resembles a
 * word of it closely enough for pg_trgm's word similarity (threshold 0.6: one wrong, missing or
 * extra letter in a short word passes).
 */
function nameMatches(column: SQLWrapper, t: SearchText): SQL {
  return t.fuzzy
    ? sql`(${column} ilike ${t.contains} or ${t.text}::text <% ${column})`
    : sql`${column} ilike ${t.contains}`;
}

/** 1 for the exact name, 0.9 a prefix, 0.8 contained, else its word similarity scaled below those. */
export function nameRank(column: SQLWrapper, t: SearchText): SQL {
  return sql`(case when lower(${column}) = lower(${t.text}::text) then 1.0 when ${column} ilike ${t.prefix} then 0.9 when ${column} ilike ${t.contains} then 0.8 else 0.7 * word_similarity(${t.text}::text, ${column}) end)`;
}

/** The phone as dialled with its country code, without the '+': the expression migration 0011 indexes. */
const dialledPhone = sql`(replace(${users.country_code}, '+', '') || ${users.phone})`;

/** A person's phone containing the typed digits, with or without the country code. */
function phoneMatches(t: SearchText): SQL | undefined {
  return t.phoneDigits ? sql`${dialledPhone} like ${`%${t.phoneDigits}%`}` : undefined;
}

function phoneRank(t: SearchText): SQL {
  if (!t.phoneDigits) return sql`0`;
  return sql`(case when ${users.phone} = ${t.phoneDigits} or ${dialledPhone} = ${t.phoneDigits} then 1.0 when ${dialledPhone} like ${`%${t.phoneDigits}%`} then 0.85 else 0 end)`;
}

/** A person (customer or employee) by name or phone: the order filter's customer choices use exactly this. */
export function personMatches(t: SearchText): SQL {
  const phone = phoneMatches(t);
  return phone ? sql`(${nameMatches(users.name, t)} or ${phone})` : nameMatches(users.name, t);
}

export function personRank(t: SearchText): SQL {
  return sql`greatest(${nameRank(users.name, t)}, ${phoneRank(t)})`;
}

/** A person by name, phone, e-mail (unless the text is a phone number) or `#id`: customers and staff. */
export function personOrEmailMatches(t: SearchText): SQL {
  const email = t.phoneDigits ? undefined : ilike(users.email, t.contains);
  return or(personMatches(t), email, t.id !== null ? eq(users.id, t.id) : undefined) as SQL;
}

/** A project by its title or its token symbol. */
export const projectMatches = (t: SearchText): SQL =>
  or(nameMatches(projects.name, t), ilike(projects.symbol, t.contains)) as SQL;

export const companyMatches = (t: SearchText): SQL => nameMatches(companies.name, t);

/**
 * The text without typo tolerance: what a list's search box matches. A list is sorted by its own
 * columns, not by closeness, so near misses would sit among the exact matches; the palette ranks them
 * last and counts only these (its "5 of 60" is what the list shows).
 */
export const exactly = (t: SearchText): SearchText => ({ ...t, fuzzy: false });

/** A list's `search` parameter as a match, or nothing when the list is not searched. */
export const listSearch = (search: string | undefined, matches: (t: SearchText) => SQL): SQL | undefined =>
  search ? matches(exactly(readSearchText(search))) : undefined;
