/**
 * How many searches one person runs at once (on this instance): at most `running`; a further one
 * waits its turn, up to `waiting` in line, and beyond that answers 429. A typist whose palette fires a
 * new search before the last one answered waits a moment; a session firing ten hostile searches at
 * once gets two run at a time, so it cannot take the database from everyone else. A waiting search
 * whose caller went away is dropped without running.
 */
import { HttpError, tooManyRequests } from '../../http/errors';

const SEARCHES_RUNNING_PER_PERSON = 2;
const SEARCHES_WAITING_PER_PERSON = 8;
export const TOO_MANY_SEARCHES_MESSAGE =
  'Too many searches at once: wait for the ones you started to finish, then search again';

interface Person {
  running: number;
  /** Waiting searches, first come first served; calling one hands it a running place. */
  queue: (() => void)[];
}

export interface PerPersonLimit {
  run<T>(person: number, callerGone: AbortSignal, work: () => Promise<T>): Promise<T>;
}

export function perPersonLimit(
  running = SEARCHES_RUNNING_PER_PERSON,
  waiting = SEARCHES_WAITING_PER_PERSON,
): PerPersonLimit {
  const people = new Map<number, Person>();
  const release = (id: number, person: Person) => {
    const next = person.queue.shift();
    // The place passes straight to the next in line, so a newcomer cannot take it in between.
    if (next) return next();
    person.running -= 1;
    if (person.running === 0) people.delete(id);
  };
  return {
    async run(id, callerGone, work) {
      let person = people.get(id);
      if (!person) {
        person = { running: 0, queue: [] };
        people.set(id, person);
      }
      const own = person;
      if (own.running < running) own.running += 1;
      else {
        if (own.queue.length >= waiting) throw tooManyRequests(TOO_MANY_SEARCHES_MESSAGE);
        await new Promise<void>((resolve, reject) => {
          const start = () => {
            callerGone.removeEventListener('abort', leave);
            resolve();
          };
          const leave = () => {
            own.queue.splice(own.queue.indexOf(start), 1);
            reject(new HttpError(499, 'The caller went away before the search started'));
          };
          own.queue.push(start);
          callerGone.addEventListener('abort', leave, { once: true });
        });
      }
      try {
        return await work();
      } finally {
        release(id, own);
      }
    },
  };
}
