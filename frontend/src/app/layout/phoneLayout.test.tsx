import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchMediaQueries, restoreMatchMediaAfterEach } from '../../test/mediaQueries';
import { NAVIGATION_WAIT, renderApp } from '../../test/renderApp';
import { WIDE_QUERY } from './BackButton';

/** Issue 51, item 14: on phones the back button sits in the sticky top bar, not over the page's content. */
const setWide = (wide: boolean) => (wide ? matchMediaQueries(WIDE_QUERY) : matchMediaQueries());

restoreMatchMediaAfterEach();

describe('the back button', () => {
  it('sits in the top bar on a phone, once', async () => {
    setWide(false);
    renderApp('/faq');
    const bar = await screen.findByRole('banner', {}, NAVIGATION_WAIT);
    const back = await within(bar).findByRole('button', { name: 'Zpět' }, NAVIGATION_WAIT);
    expect(back).not.toHaveClass('floating-button');
    expect(screen.getAllByRole('button', { name: 'Zpět' })).toHaveLength(1);
  });

  it('floats at the bottom left beside the desktop navbar', async () => {
    setWide(true);
    renderApp('/faq');
    const back = await screen.findByRole('button', { name: 'Zpět' }, NAVIGATION_WAIT);
    expect(back).toHaveClass('floating-button', 'floating-button--back');
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Zpět' })).not.toBeInTheDocument();
  });
});

describe('phone styles', () => {
  const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'styles.css'), 'utf8');
  const rule = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    return start < 0 ? '' : css.slice(start, css.indexOf('}', start));
  };

  it("keeps a text area's count off the help text below it (antd draws the count out of the flow)", () => {
    expect(rule('.ant-form-item .ant-input-textarea-show-count')).toMatch(/margin-bottom: 2\dpx/);
  });

  it("makes the date picker's arrows 44 px tap targets", () => {
    const arrows = rule('  .ant-picker-dropdown .ant-picker-header > button');
    expect(arrows).toContain('min-width: 44px');
    expect(arrows).toContain('min-height: 44px');
  });
});
