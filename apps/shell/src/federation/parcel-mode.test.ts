import { afterEach, describe, expect, it } from 'vitest';
import { isParcelPage, registerParcelPages } from './parcel-mode';

afterEach(() => registerParcelPages({}));

describe('isParcelPage', () => {
  it('is false for every page until the runtime config names one', () => {
    expect(isParcelPage('config_mfe', 'ConfigPage')).toBe(false);
  });

  it('takes every page of a remote set to true, and only the listed pages of a list', () => {
    registerParcelPages({ config_mfe: true, orders_mfe: ['OrderReportPage'] });
    expect(isParcelPage('config_mfe', 'TemplatesPage')).toBe(true);
    expect(isParcelPage('orders_mfe', 'OrderReportPage')).toBe(true);
    expect(isParcelPage('orders_mfe', 'OrderListPage')).toBe(false);
    expect(isParcelPage('projects_mfe', 'ProjectListPage')).toBe(false);
  });
});
