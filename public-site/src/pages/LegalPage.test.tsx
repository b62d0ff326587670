import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVACY_DEFAULTS, TERMS_DEFAULTS } from '@campaign/shared';
import { json, mockApi, never, renderWithProviders } from '../test/utils';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';

describe('the legal pages', () => {
  it('show "Loading..." while the content loads', () => {
    mockApi({ 'GET /api/content/privacy': never });
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('show the built-in privacy policy with its date and a link to the contact page', async () => {
    mockApi({ 'GET /api/content/privacy': {} });
    renderWithProviders(<PrivacyPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.getByText('November 26, 2026').getAttribute('datetime')).toBe(
      PRIVACY_DEFAULTS.lastUpdated,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'What we collect and why' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'contact page' }).getAttribute('href')).toBe(
      '/contact',
    );
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Nitrate-Free November'));
  });

  it('show what organisers saved, as HTML', async () => {
    mockApi({
      'GET /api/content/terms': {
        title: 'Terms of Use',
        lastUpdated: '2027-01-15',
        body: '<h2>Be kind</h2><p>Use the site <strong>fairly</strong>.</p>',
      },
    });
    renderWithProviders(<TermsPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Terms of Use');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Be kind');
    expect(screen.getByText('fairly').tagName).toBe('STRONG');
    expect(screen.getByText('January 15, 2027').tagName).toBe('TIME');
  });

  it('fall back silently to the built-in text when the call fails', async () => {
    mockApi({ 'GET /api/content/terms': () => json({ message: 'nope' }, 500) });
    renderWithProviders(<TermsPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      TERMS_DEFAULTS.title,
    );
    expect(screen.getByTestId('legal-content').innerHTML).toBe(TERMS_DEFAULTS.body);
  });
});
