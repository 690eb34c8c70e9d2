import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { safeError, safeRequest } from './log-safety';

describe('log safety', () => {
  it('logs a request without its query string', () => {
    const request = {
      method: 'GET',
      url: '/api/v2/customer?search=9876543210&page=1',
      ip: '127.0.0.1',
    } as FastifyRequest;
    expect(safeRequest(request)).toEqual({ method: 'GET', url: '/api/v2/customer', remoteAddress: '127.0.0.1' });
  });

  it('logs a failed query without its parameters or the row details', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_uq"'), {
      code: '23505',
      detail: 'Key (phone)=(9876543210) already exists.',
    });
    const error = Object.assign(
      new Error('Failed query: insert into "users" ("name", "phone") values ($1, $2)\nparams: Neha Rao,9876543210'),
      { cause },
    );
    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain('9876543210');
    expect(logged).not.toContain('Neha Rao');
    expect(logged).toContain('users_phone_uq');
    expect(safeError(error).code).toBe('23505');
  });
});
