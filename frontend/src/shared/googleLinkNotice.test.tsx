import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/pagesTestKit';
import { GoogleLinkNotice } from './GoogleLinkNotice';

describe('GoogleLinkNotice', () => {
  it('explains a cleared password after Google took over an unverified account', async () => {
    renderPage(<GoogleLinkNotice />, '/dashboard?google=heslo-zruseno');
    expect(await screen.findByText('Účet jsme propojili s vaším Googlem')).toBeInTheDocument();
  });
});
